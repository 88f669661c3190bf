// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ABANDONED_SCORE_REASON } from "#shared/matches/schema.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { testMatch } from "../../test/match-rows.ts";
import { MatchFixtureRow } from "./match-fixture-row.tsx";

const completed = (values: Partial<MatchSummary>) =>
  testMatch("m1", { status: "completed", period: "finished", homeScore: 3, awayScore: 0, ...values });

function renderRow(match: MatchSummary) {
  render(
    <MemoryRouter>
      <MatchFixtureRow match={match} teamId={match.homeTeam.id} />
    </MemoryRouter>,
  );
  return screen.getByRole("link");
}

describe("MatchFixtureRow: a result not played to the final whistle", () => {
  it("a played 3:0 reads «Beendet» and nothing more", () => {
    const link = renderRow(completed({}));
    expect(link.textContent).toMatch(/3:0.*Beendet$/);
    expect(screen.queryByText("Forfait")).toBeNull();
  });

  it("a forfeit carries the match page's «Forfait» label, naming the side that did not play", () => {
    const link = renderRow(completed({ forfeit: "away" }));
    expect(link.textContent).toMatch(/Beendet, ?Forfait$/);
    expect(screen.getByText("Forfait").getAttribute("title")).toBe(
      "Forfait: FC Gast 1. Mannschaft ist nicht angetreten",
    );
  });

  it("a score the league office let stand after an abort is marked «Spielabbruch» with the reason", () => {
    const link = renderRow(
      completed({ homeScore: 2, awayScore: 1, cancellationReason: ABANDONED_SCORE_REASON }),
    );
    expect(link.textContent).toMatch(/2:1.*Beendet, ?Spielabbruch$/);
    expect(screen.getByText("Spielabbruch").getAttribute("title")).toBe(ABANDONED_SCORE_REASON);
  });
});

describe("MatchFixtureRow on a narrow line", () => {
  // On a 390 px phone the team page's list broke «SV Limmatau 1.» above «Mannschaft».
  it("keeps a team's ordinal on the line of its word, on both sides", () => {
    const link = renderRow(testMatch("m1"));
    expect([...link.querySelectorAll(".whitespace-nowrap")].map((e) => e.textContent)).toEqual([
      "1. Mannschaft",
      "1. Mannschaft",
    ]);
  });
});
