// @vitest-environment jsdom
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import type { MatchSummary } from "#shared/matches/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { LiveMatchCard } from "./live-list-page.tsx";

// «Live-Ticker»'s list read a card's state at half time as «Spielminute HZ», as the match page
// did before it said «Halbzeit».

function minuteLine(match: MatchSummary): string {
  const server = fakeServer();
  server.on(`GET /api/matches/${match.id}/lineups`, json({ home: [], away: [] }));
  server.on(`GET /api/matches/${match.id}/starting-lineups`, json({ home: [], away: [] }));
  const { container } = renderInApp(
    <MemoryRouter>
      <LiveMatchCard match={match} />
    </MemoryRouter>,
  );
  const line = container.querySelector(".text-live-dark");
  return (line?.textContent ?? "").replace(/\s+/g, " ").trim();
}

it("says «Halbzeit» at half time, without «Spielminute» before it", () => {
  const at = new Date(Date.now() - 5 * 60_000).toISOString();
  expect(minuteLine(testLiveMatch("m1", { period: "halftime", periodStartedAt: at }))).toBe("Halbzeit");
});

it("says «Spielminute» before a running minute", () => {
  expect(minuteLine(testLiveMatch("m2"))).toMatch(/^Spielminute \d+'$/);
});
