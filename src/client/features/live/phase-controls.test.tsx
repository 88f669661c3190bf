// @vitest-environment jsdom

import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { matchControlPhase } from "#shared/matches/control.ts";
import { testLiveMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { PhaseControls } from "./phase-controls.tsx";

// A phase change queued without a connection waits in the outbox: the controls must not offer
// it (or the next) again, or «Spiel beenden» is queued twice and the second fails on reconnect.

describe("the phase controls", () => {
  const match = testLiveMatch("m1");
  const phase = matchControlPhase(match, new Date());

  it("offer the next phases while nothing waits", () => {
    renderInApp(
      <PhaseControls
        match={match}
        phase={phase}
        waiting={null}
        onAction={vi.fn()}
        onStoppage={vi.fn()}
        onClock={vi.fn()}
        isBusy={false}
        undoClose={null}
      />,
    );
    expect(screen.getByRole("button", { name: "Spiel beenden" })).toBeEnabled();
  });

  it("say which phase change waits for the connection and offer none meanwhile", () => {
    const onAction = vi.fn();
    renderInApp(
      <PhaseControls
        match={match}
        phase={phase}
        waiting="Spiel beenden"
        onAction={onAction}
        onStoppage={vi.fn()}
        onClock={vi.fn()}
        isBusy={false}
        undoClose={null}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("«Spiel beenden» wartet auf die Verbindung");
    expect(screen.queryByRole("button", { name: "Spiel beenden" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Halbzeit" })).not.toBeInTheDocument();
  });

  it("keep «Nachspielzeit» focusable while the stoppage is saved (the prompt hands focus back to it)", () => {
    renderInApp(
      <PhaseControls
        match={match}
        phase={phase}
        waiting={null}
        onAction={vi.fn()}
        onStoppage={vi.fn()}
        onClock={vi.fn()}
        isBusy
        undoClose={null}
      />,
    );
    const button = screen.getByRole("button", { name: "Nachspielzeit" });
    button.focus();
    expect(button).toHaveFocus();
  });

  it("offer «Uhr stellen» while a half runs, not in the break", async () => {
    const onClock = vi.fn();
    const { user, unmount } = renderInApp(
      <PhaseControls
        match={match}
        phase={phase}
        waiting={null}
        onAction={vi.fn()}
        onStoppage={vi.fn()}
        onClock={onClock}
        isBusy={false}
        undoClose={null}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Uhr stellen" }));
    expect(onClock).toHaveBeenCalledTimes(1);
    unmount();
    const paused = testLiveMatch("m2", { period: "halftime" });
    renderInApp(
      <PhaseControls
        match={paused}
        phase={matchControlPhase(paused, new Date())}
        waiting={null}
        onAction={vi.fn()}
        onStoppage={vi.fn()}
        onClock={vi.fn()}
        isBusy={false}
        undoClose={null}
      />,
    );
    expect(screen.queryByRole("button", { name: "Uhr stellen" })).not.toBeInTheDocument();
  });

  it("give the focus to the next phase's button when the pressed one goes («Halbzeit» → «2. Halbzeit starten»)", async () => {
    const running = testLiveMatch("m3");
    const controls = (m: typeof running) => (
      <PhaseControls
        match={m}
        phase={matchControlPhase(m, new Date())}
        waiting={null}
        onAction={vi.fn()}
        onStoppage={vi.fn()}
        onClock={vi.fn()}
        isBusy={false}
        undoClose={null}
      />
    );
    // Rendered bare: a rerender through renderInApp would drop its providers and mount anew.
    const { rerender } = render(controls(running));
    screen.getByRole("button", { name: "Halbzeit" }).focus();
    rerender(controls({ ...running, period: "halftime" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "2. Halbzeit starten" })).toHaveFocus());
  });
});
