// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch, testMatch, testTeam } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { ManageLiveTab } from "./manage-live-tab.tsx";

// The club's live tab lists a button per match: a screen reader's list of buttons said
// «Live-Ticker starten» five times, without the match. Each names its match now, after the
// words it shows.

const LIVE = testLiveMatch("m-live", {
  homeTeam: testTeam("seeblick", "FC Seeblick"),
  awayTeam: testTeam("limmat", "FC Limmatau"),
});
// Ended a moment ago: «Rückgängig» is possible for a while yet.
const JUST_ENDED = testLiveMatch("m-ended", {
  homeTeam: testTeam("seeblick", "FC Seeblick"),
  awayTeam: testTeam("wehntal", "FC Wehntal"),
  status: "completed",
  period: "finished",
  undoUntil: new Date(Date.now() + 10 * 60_000).toISOString(),
});

beforeEach(() => {
  const server = fakeServer();
  server.on(
    "GET /api/manage/clubs/club-1/matches",
    json({
      matches: [
        LIVE,
        JUST_ENDED,
        testMatch("m-next", {
          homeTeam: testTeam("seeblick", "FC Seeblick"),
          awayTeam: testTeam("birs", "SC Birs"),
        }),
      ],
    }),
  );
  server.on(`GET /api/matches/${LIVE.id}`, json({ match: LIVE }));
  server.on(`GET /api/matches/${LIVE.id}/events`, json({ events: [] }));
  server.on(`GET /api/matches/${LIVE.id}/lineups`, json({ home: [], away: [] }));
});

it("names the match in «Live-Ticker fortsetzen» and «Live-Ticker starten»", async () => {
  const router = createMemoryRouter([{ path: "*", element: <ManageLiveTab clubId="club-1" /> }]);
  renderInApp(<RouterProvider router={router} />);
  const resume = await screen.findByRole("button", { name: /^Live-Ticker fortsetzen/ });
  expect(resume).toHaveAccessibleName(
    "Live-Ticker fortsetzen: FC Seeblick 1. Mannschaft gegen FC Limmatau 1. Mannschaft",
  );
  expect(resume).toHaveTextContent("Live-Ticker fortsetzen");
  const start = screen.getByRole("button", { name: /^Live-Ticker starten/ });
  expect(start).toHaveAccessibleName(
    "Live-Ticker starten: FC Seeblick 1. Mannschaft gegen SC Birs 1. Mannschaft",
  );
  expect(start).toHaveTextContent("Live-Ticker starten");
});

it("lists a match just ended under «Eben beendet», not among the running ones", async () => {
  // A match the ticker ended stays in the tab while «Rückgängig» is possible; under «Laufende
  // Spiele» (the specification's matches being played) it read as if it were still running.
  const router = createMemoryRouter([{ path: "*", element: <ManageLiveTab clubId="club-1" /> }]);
  renderInApp(<RouterProvider router={router} />);
  const running = await screen.findByRole("region", { name: "Laufende Spiele" });
  await within(running).findByRole("button", { name: /^Live-Ticker fortsetzen/ });
  expect(within(running).getAllByRole("listitem")).toHaveLength(1);
  const ended = screen.getByRole("region", { name: "Eben beendet" });
  expect(within(ended).getByRole("button", { name: /^Live-Ticker öffnen/ })).toHaveAccessibleName(
    "Live-Ticker öffnen: FC Seeblick 1. Mannschaft gegen FC Wehntal 1. Mannschaft",
  );
});

// The club's «Spielplan» leads a match being played to this tab with `?spiel=<id>`: the tab opens
// that match's control at once, as «Live-Ticker fortsetzen» would.
describe("the live tab opened for one match", () => {
  function renderAt(address: string) {
    const router = createMemoryRouter(
      [{ path: "/manage-club/:tab", element: <ManageLiveTab clubId="club-1" /> }],
      { initialEntries: [address] },
    );
    return { router, ...renderInApp(<RouterProvider router={router} />) };
  }

  it("opens that match's control, and closing it leaves the address without the match", async () => {
    const { router, user } = renderAt("/manage-club/live-ticker?verein=club-1&spiel=m-live");
    const control = await screen.findByRole("dialog", { name: "Live-Ticker" });
    await waitFor(() =>
      expect(control).toHaveAccessibleDescription(
        "FC Seeblick 1. Mannschaft gegen FC Limmatau 1. Mannschaft",
      ),
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // A reload or the way back does not open it again; the club chosen stays.
    expect(router.state.location.search).toBe("?verein=club-1");
    expect(
      within(screen.getByRole("region", { name: "Laufende Spiele" })).getAllByRole("listitem"),
    ).toHaveLength(1);
  });

  it("opens nothing for a match that is not among the tab's", async () => {
    renderAt("/manage-club/live-ticker?spiel=m-other");
    await screen.findByRole("button", { name: /^Live-Ticker fortsetzen/ });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

it("keeps «1. Mannschaft» and «… Uhr» on one line each in a match's card", async () => {
  // At 390 px the list broke «FC Seeblick 1.» above «Mannschaft», and «…, 19:30» above «Uhr».
  const router = createMemoryRouter([{ path: "*", element: <ManageLiveTab clubId="club-1" /> }]);
  renderInApp(<RouterProvider router={router} />);
  const start = await screen.findByRole("button", { name: /^Live-Ticker starten/ });
  const card = start.parentElement as HTMLElement;
  expect([...card.querySelectorAll("span.whitespace-nowrap")].map((e) => e.textContent)).toEqual([
    "7. September",
    "15:00 Uhr",
    "1. Mannschaft",
    "1. Mannschaft",
  ]);
});
