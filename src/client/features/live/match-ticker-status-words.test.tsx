// @vitest-environment jsdom
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { MatchSummary } from "#shared/matches/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { LiveMatchCard } from "./live-list-page.tsx";
import { MatchTicker } from "./match-ticker.tsx";

// A screen reader read the match page's state at half time as «PAUSE Spielminute Halbzeit», and a
// card of «Live-Ticker»'s list as «Spielminute HZ»: the hidden word «Spielminute» stood before
// every state, a minute or not.

/** The text of the minute's line, as a screen reader reads it. */
function minuteLine(match: MatchSummary, view: (match: MatchSummary) => ReactElement): string {
  const server = fakeServer();
  for (const part of ["events", "lineups", "starting-lineups"]) {
    server.on(`GET /api/matches/${match.id}/${part}`, json(part === "events" ? { events: [] } : {}));
  }
  const { container } = renderInApp(<MemoryRouter>{view(match)}</MemoryRouter>);
  const line = container.querySelector(".text-live-dark");
  return (line?.textContent ?? "").replace(/\s+/g, " ").trim();
}

const HALF_TIME = () =>
  testLiveMatch("m1", {
    period: "halftime",
    periodStartedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  });

describe.each([
  ["the match page", (match: MatchSummary) => <MatchTicker match={match} />],
  ["a card of «Live-Ticker»'s list", (match: MatchSummary) => <LiveMatchCard match={match} />],
])("%s", (_, view) => {
  it("says «Halbzeit» at half time, without «Spielminute» before it", () => {
    expect(minuteLine(HALF_TIME(), view)).toBe("Halbzeit");
  });

  it("says «Spielminute» before a running minute", () => {
    expect(minuteLine(testLiveMatch("m2"), view)).toMatch(/^Spielminute \d+'$/);
  });
});
