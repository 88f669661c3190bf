// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MatchStatus } from "#shared/constants.ts";
import type { LineupEntryView, SideLineup } from "#shared/lineups/types.ts";
import type { MatchEventView, MatchPlayerRef } from "#shared/matches/types.ts";
import { testMatch } from "../../test/match-rows.ts";
import { StartingLineupsCard } from "./starting-lineups-card.tsx";

// «Auf dem Platz» counted twelve after a substitution that named only the player coming on: the
// player who went off is not known, so the list shows who is known to be on and says what is
// missing, instead of a count that is wrong.

const MATCH = testMatch("m1");

const entry = (id: string, role: "start" | "bench"): LineupEntryView => ({
  playerId: id,
  name: `Spieler ${id}`,
  shirtNumber: null,
  role,
  isCaptain: false,
  isGoalkeeper: false,
});

const HOME: SideLineup = {
  starters: Array.from({ length: 11 }, (_, i) => entry(`s${i + 1}`, "start")),
  bench: [entry("b1", "bench"), entry("b2", "bench")],
};

function substitution(id: string, minute: number, off: string | null, on: string | null): MatchEventView {
  const player = (playerId: string | null): MatchPlayerRef | null =>
    playerId
      ? {
          id: playerId,
          firstName: "Spieler",
          lastName: playerId,
          playerNumber: null,
          playerImageUrl: null,
          teamId: "t1",
        }
      : null;
  return {
    id,
    matchId: MATCH.id,
    type: "substitution",
    minute,
    addedMinute: null,
    description: "Wechsel",
    customDescription: null,
    score: null,
    teamSide: "home",
    player: player(off),
    assist: null,
    playerIn: player(on),
    createdAt: "2030-09-07T14:00:00.000Z",
  };
}

function onPitchSection() {
  const side = screen.getByRole("region", { name: /FC Heim/ });
  return within(side).getByText(/^Auf dem Platz/).parentElement as HTMLElement;
}

it("counts the players on the pitch when every substitution names both players", () => {
  render(
    <StartingLineupsCard
      match={MATCH}
      lineups={{ home: HOME, away: null }}
      events={[substitution("e1", 60, "s2", "b1")]}
    />,
  );
  expect(within(onPitchSection()).getByRole("heading")).toHaveTextContent("Auf dem Platz (11)");
  expect(within(onPitchSection()).getAllByRole("listitem")).toHaveLength(11);
});

it("gives no count, and says who is not known, when a substitution names only one player", () => {
  render(
    <StartingLineupsCard
      match={MATCH}
      lineups={{ home: HOME, away: null }}
      events={[substitution("e1", 60, null, "b1"), substitution("e2", 70, "s3", null)]}
    />,
  );
  const section = onPitchSection();
  expect(within(section).getByRole("heading")).toHaveTextContent(/^Auf dem Platz$/);
  expect(within(section).getAllByRole("listitem")).toHaveLength(11);
  expect(section).toHaveTextContent("Bei 1 Wechsel ist nicht erfasst, wer vom Platz ging.");
  expect(section).toHaveTextContent("Bei 1 Wechsel fehlt in der Aufstellung, wer ins Spiel kam.");
});

// A side without a line-up read «Noch keine Aufstellung.» after the final whistle too, promising a
// line-up that will not come once the match is played or called off.
describe("a side without a line-up", () => {
  function awayNote(status: MatchStatus) {
    render(
      <StartingLineupsCard
        match={testMatch("m2", { status })}
        lineups={{ home: HOME, away: null }}
        events={[]}
      />,
    );
    return within(screen.getByRole("region", { name: /FC Gast/ }));
  }

  it.each(["scheduled", "postponed"] as const)(
    "says «Noch keine Aufstellung.» while the match is %s",
    (status) => {
      expect(awayNote(status).getByText("Noch keine Aufstellung.")).toBeInTheDocument();
    },
  );

  it.each(["live", "completed", "cancelled"] as const)(
    "says «Keine Aufstellung erfasst.» once it is %s",
    (status) => {
      const away = awayNote(status);
      expect(away.getByText("Keine Aufstellung erfasst.")).toBeInTheDocument();
      expect(away.queryByText(/Noch/)).not.toBeInTheDocument();
    },
  );
});
