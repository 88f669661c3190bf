// @vitest-environment jsdom
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import type { MatchSummary } from "#shared/matches/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { MatchTicker } from "./match-ticker.tsx";

// A screen reader read the match page's state at half time as «PAUSE Spielminute Halbzeit»: the
// hidden word «Spielminute» stood before every state, a minute or not.

function stateLine(match: MatchSummary): string {
  fakeServer().on(`GET /api/matches/${match.id}/events`, json({ events: [] }));
  const { container } = renderInApp(
    <MemoryRouter>
      <MatchTicker match={match} />
    </MemoryRouter>,
  );
  const line = container.querySelector(".text-live-dark");
  return (line?.textContent ?? "").replace(/\s+/g, " ").trim();
}

it("says «Halbzeit» at half time, without «Spielminute» before it", () => {
  const at = new Date(Date.now() - 5 * 60_000).toISOString();
  expect(stateLine(testLiveMatch("m1", { period: "halftime", periodStartedAt: at }))).toBe("Halbzeit");
});

it("says «Spielminute» before a running minute", () => {
  expect(stateLine(testLiveMatch("m2"))).toMatch(/^Spielminute \d+'$/);
});
