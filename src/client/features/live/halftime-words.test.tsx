// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { EMPTY_SCHEDULE_FILTER, scheduleListQuery } from "#shared/matches/schedule-filter.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch, testTeam } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { LiveFavoriteMatches } from "../favorites/live-favorite-matches.tsx";
import { LiveTeaser } from "../home/live-teaser.tsx";
import { ScheduleLive } from "../matches/schedule-live.tsx";

// On a Sunday at half time the match page and «Live-Ticker» said «Halbzeit», but the start page,
// /spielplan's «Live» and the dashboard's favourites showed «HZ», which a screen reader spells
// out as two letters. They say «Halbzeit» too now, and «Spielminute» before a running minute.

const HALF_TIME = testLiveMatch("11111111-1111-4111-8111-111111111111", {
  // A uuid: the favourites ask only for teams with one.
  homeTeam: testTeam("22222222-2222-4222-8222-222222222222", "FC Heim"),
  period: "halftime",
  periodStartedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
});

function render(view: ReactElement) {
  const server = fakeServer();
  server.on("GET /api/matches", json({ matches: [HALF_TIME], nextCursor: null }));
  server.on(`GET /api/matches/${HALF_TIME.id}/events`, json({ events: [] }));
  renderInApp(<MemoryRouter>{view}</MemoryRouter>);
}

describe.each([
  ["the start page's live teaser", () => <LiveTeaser />],
  [
    "/spielplan's «Live»",
    () => <ScheduleLive query={scheduleListQuery(EMPTY_SCHEDULE_FILTER, null)} page={{ current: null }} />,
  ],
  ["the favourites' live matches", () => <LiveFavoriteMatches teamIds={[HALF_TIME.homeTeam.id]} />],
])("%s", (_, view) => {
  it("says «Halbzeit» at half time, not «HZ»", async () => {
    render(view());
    await screen.findAllByText(/FC Heim/);
    expect(screen.getByText("Halbzeit")).toBeInTheDocument();
    expect(screen.queryByText("HZ")).toBeNull();
  });
});
