// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { NO_LINEUPS, standingsAfter, standingsFromViews } from "#shared/matches/player-rules.ts";
import type { MatchPlayerRef } from "#shared/matches/types.ts";
import { testLiveMatch } from "../../test/match-rows.ts";
import { Dialog, DialogContent, DialogTitle } from "../../ui/dialog.tsx";
import { OneTapPanel } from "./one-tap-panel.tsx";
import type { NewAction, UndoHandle } from "./use-live-outbox.ts";

const match = testLiveMatch("m");
const player = (id: string, teamId: string, playerNumber: number): MatchPlayerRef => ({
  id,
  firstName: "Lena",
  lastName: `Frei ${id}`,
  playerNumber,
  playerImageUrl: null,
  teamId,
});
const players = {
  home: [player("h1", match.homeTeam.id, 9)],
  away: [player("a1", match.awayTeam.id, 4)],
};

/** The panel inside a dialog, as the live control holds it: Escape is the dialog's key too. */
/** The outbox's `onAction`, answering each action as queued (its label is what the undo row shows). */
function queuedAction() {
  return vi.fn(async (action: NewAction) => ({
    seq: 1,
    idempotencyKey: "k",
    matchId: action.matchId,
    label: action.label,
  }));
}

function InDialog({
  onAction,
  sides = players,
}: {
  onAction: (action: NewAction) => Promise<UndoHandle>;
  sides?: typeof players;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Live-Ticker</DialogTitle>
        <button type="button">Halbzeit</button>
        <OneTapPanel
          match={match}
          players={sides}
          standings={standingsFromViews([], NO_LINEUPS)}
          onAction={onAction}
          onComment={async () => null}
        />
      </DialogContent>
    </Dialog>
  );
}

describe("the one-tap panel with the keyboard", () => {
  it("moves focus into a step, and Escape goes back one step to the button that opened it", async () => {
    const user = userEvent.setup();
    render(<InDialog onAction={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Gelb" }));
    const heading = screen.getByRole("heading", { name: "Gelbe Karte: Spieler wählen" });
    await waitFor(() => expect(heading).toHaveFocus());

    await user.keyboard("{Escape}");
    // The control stays open; only the step closed.
    expect(screen.getByRole("dialog", { name: "Live-Ticker" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /Spieler wählen/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Gelb" })).toHaveFocus());

    // Escape on the event buttons closes the control, as in every dialog.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("goes back to the button that opened the step after the back button and after a pick", async () => {
    const user = userEvent.setup();
    const onAction = queuedAction();
    render(<InDialog onAction={onAction} />);
    await user.click(screen.getByRole("button", { name: "Tor Gast" }));
    await user.click(screen.getByRole("button", { name: "Zurück zu den Ereignissen" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Tor Gast" })).toHaveFocus());

    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: /Frei a1/ }));
    expect(onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole("button", { name: "Tor Gast" })).toHaveFocus());
  });

  it("leaves Escape to the rest of the control when the focus is outside the step", async () => {
    const user = userEvent.setup();
    render(<InDialog onAction={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Rot" }));
    // A phase button (or a question it opened) has the focus: its Escape is not the step's.
    screen.getByRole("button", { name: "Halbzeit" }).focus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("the one-tap panel's question", () => {
  // On a 390 px phone «Tor für FC Seeblick 1.» stood above «Mannschaft: Spieler wählen»: the
  // number at the line's end read as a minute.
  it("keeps a team's ordinal on the line of its word", async () => {
    const user = userEvent.setup();
    render(<InDialog onAction={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Tor Heim" }));
    const heading = screen.getByRole("heading", { name: /^Tor für .* 1\. Mannschaft: Spieler wählen$/ });
    expect([...heading.querySelectorAll(".whitespace-nowrap")].map((e) => e.textContent)).toEqual([
      "1. Mannschaft:",
    ]);
  });

  // The undo row and the queue named a substitution «#10 … für #9 …», where the match page and the
  // widget say «Rein: … · Raus: …»: the admin read the pair in the other order from the fans.
  it("names a substitution's pair as the match page does", async () => {
    const user = userEvent.setup();
    const onAction = queuedAction();
    const bench = player("h2", match.homeTeam.id, 14);
    render(<InDialog onAction={onAction} sides={{ ...players, home: [...players.home, bench] }} />);
    await user.click(screen.getByRole("button", { name: "Wechsel" }));
    await user.click(screen.getByRole("button", { name: /Frei h1/ }));
    await user.click(screen.getByRole("button", { name: /Frei h2/ }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction.mock.calls[0]?.[0].label).toMatch(/, Rein: #14 Lena Frei h2 · Raus: #9 Lena Frei h1 \(/);
  });

  // A player without a shirt number stood in the undo row and the queue as «#– Lena Frei»: a
  // dash where the number goes, in words a person reads.
  it("names a player without a shirt number by the name alone", async () => {
    const user = userEvent.setup();
    const onAction = queuedAction();
    const unnumbered = { ...player("h3", match.homeTeam.id, 0), playerNumber: null };
    render(<InDialog onAction={onAction} sides={{ ...players, home: [...players.home, unnumbered] }} />);
    await user.click(screen.getByRole("button", { name: "Gelb" }));
    await user.click(screen.getByRole("button", { name: "Lena Frei h3" }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction.mock.calls[0]?.[0].label).toMatch(/^Gelbe Karte .*, Lena Frei h3 \(/);
  });
});

describe("the card picker", () => {
  it("marks a player already booked, and says a second yellow becomes yellow-red", async () => {
    // A volunteer tapped «Gelb» for a booked player and learnt only from the undo row that it
    // went in as «Gelb-Rote Karte» (the rule is right; the picker did not show who was booked).
    const user = userEvent.setup();
    const booked = standingsAfter(
      [
        {
          type: "yellowCard",
          minute: 12,
          addedMinute: null,
          teamSide: "home",
          playerId: "h1",
          playerInId: null,
        },
      ],
      NO_LINEUPS,
    );
    render(
      <OneTapPanel
        match={match}
        players={players}
        standings={booked}
        onAction={vi.fn()}
        onComment={async () => null}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Gelb" }));
    expect(screen.getByRole("button", { name: "Nr. 9, Lena Frei h1, schon verwarnt" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nr. 4, Lena Frei a1" })).toBeInTheDocument();
    expect(screen.getByText(/^Schon verwarnt:/).closest("p")).toHaveTextContent(
      "Schon verwarnt: eine zweite Gelbe wird Gelb-Rot.",
    );
  });
});
