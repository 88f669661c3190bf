// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testLiveMatch, testMatch, testTeam } from "../../test/match-rows.ts";
import { ControlScoreboard } from "./control-scoreboard.tsx";

describe("the live control's scoreboard", () => {
  it("tells two teams of one club apart by their teams", () => {
    const home = testTeam("a", "FC Seeblick");
    const away = { ...testTeam("b", "FC Seeblick"), clubId: home.clubId, name: "Senioren 30+" };
    render(
      <ControlScoreboard match={testLiveMatch("m", { homeTeam: home, awayTeam: away })} now={new Date()} />,
    );
    expect(screen.getByText("1. Mannschaft")).toBeInTheDocument();
    expect(screen.getByText("Senioren 30+")).toBeInTheDocument();
    expect(screen.queryByText("FC Seeblick")).not.toBeInTheDocument();
  });

  it("names the clubs when two clubs play", () => {
    render(<ControlScoreboard match={testLiveMatch("m")} now={new Date()} />);
    expect(screen.getByText("FC Heim")).toBeInTheDocument();
    expect(screen.getByText("FC Gast")).toBeInTheDocument();
  });

  it("shows no full-time clock for an aborted match", () => {
    const aborted = testMatch("m", { status: "cancelled", period: "finished", homeScore: 0, awayScore: 1 });
    render(<ControlScoreboard match={aborted} now={new Date()} />);
    expect(screen.getByText("ABGESAGT")).toBeInTheDocument();
    expect(screen.getByText("Spiel abgebrochen")).toBeInTheDocument();
    expect(screen.queryByText("90:00")).not.toBeInTheDocument();
    // Neither paused nor ended.
    expect(screen.queryByText("PAUSE")).not.toBeInTheDocument();
    expect(screen.queryByText("Spielende")).not.toBeInTheDocument();
  });

  it("shows no clock it does not know: a match ended at 60' does not read «90:00», a half called early not «45:00»", () => {
    const ended = testLiveMatch("m", { status: "completed", period: "finished", homeScore: 2, awayScore: 1 });
    const { unmount } = render(<ControlScoreboard match={ended} now={new Date()} />);
    expect(screen.getByText("Beendet")).toBeInTheDocument();
    expect(screen.getByText("Spielende")).toBeInTheDocument();
    expect(screen.queryByText("90:00")).not.toBeInTheDocument();
    // Ended is not paused.
    expect(screen.queryByText("PAUSE")).not.toBeInTheDocument();
    unmount();

    render(<ControlScoreboard match={testLiveMatch("m", { period: "halftime" })} now={new Date()} />);
    expect(screen.getByText("PAUSE")).toBeInTheDocument();
    expect(screen.getByText("HZ")).toBeInTheDocument();
    expect(screen.queryByText("45:00")).not.toBeInTheDocument();
  });

  it("shows no «PAUSE» before kick-off, only «Vor dem Anpfiff»", () => {
    const { unmount } = render(
      <ControlScoreboard match={testLiveMatch("m", { period: "not_started" })} now={new Date()} />,
    );
    expect(screen.getByText("Vor dem Anpfiff")).toBeInTheDocument();
    expect(screen.queryByText("PAUSE")).not.toBeInTheDocument();
    unmount();

    render(
      <ControlScoreboard
        match={testMatch("m", { status: "scheduled", period: "not_started" })}
        now={new Date()}
      />,
    );
    expect(screen.queryByText("PAUSE")).not.toBeInTheDocument();
  });

  it("says the clock and the minute apart: «72:49, 73. Minute», not «72:4973'»", () => {
    const now = new Date("2026-12-05T15:00:00Z");
    const secondHalf = new Date(now.getTime() - (27 * 60 + 49) * 1000).toISOString();
    render(
      <ControlScoreboard
        match={testLiveMatch("m", { period: "second_half", periodStartedAt: secondHalf })}
        now={now}
      />,
    );
    // What the eye sees stays as it was; a screen reader gets the words instead.
    expect(screen.getByText("72:49").closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.getByText("73'").closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.getByText("72:49, 73. Minute")).toHaveClass("sr-only");
  });
});
