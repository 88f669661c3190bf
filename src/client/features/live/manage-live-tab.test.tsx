// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, expect, it } from "vitest";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch, testMatch, testTeam } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { ManageLiveTab } from "./manage-live-tab.tsx";

// The club's live tab lists a button per match: a screen reader's list of buttons said
// «Live-Ticker starten» five times, without the match. Each names its match now, after the
// words it shows.

beforeEach(() => {
  fakeServer().on(
    "GET /api/manage/clubs/club-1/matches",
    json({
      matches: [
        testLiveMatch("m-live", {
          homeTeam: testTeam("seeblick", "FC Seeblick"),
          awayTeam: testTeam("limmat", "FC Limmatau"),
        }),
        testMatch("m-next", {
          homeTeam: testTeam("seeblick", "FC Seeblick"),
          awayTeam: testTeam("birs", "SC Birs"),
        }),
      ],
    }),
  );
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
