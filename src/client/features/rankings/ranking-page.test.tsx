// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seasonLabel, seasonOf } from "#shared/matches/season.ts";
import type {
  LeagueTableResponse,
  PlayerRankingResponse,
  RankingLeague,
  RankingLeaguesResponse,
} from "#shared/rankings/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { Component as RankingPage } from "./ranking-page.tsx";

// The browser tab keeps the title the server wrote (seo/table-meta.ts; the titles below are the
// ones seo/share-image.test.ts reads in the server's HTML) and follows the user's choices.

const SEASON = seasonOf(new Date());
const SEASON_LABEL = seasonLabel(SEASON);
const TABLE_LINK = `/ranking?tab=tabelle&kanton=Z%C3%BCrich&liga=3.+Liga&gruppe=Gruppe+1&saison=${SEASON}`;

const league = (canton: RankingLeague["canton"], name: RankingLeague["league"]): RankingLeague => ({
  canton,
  league: name,
  teamCount: 8,
  completedMatches: 20,
  groups: [{ name: "Gruppe 1", teamCount: 8 }],
});

beforeEach(() => {
  const server = fakeServer();
  server.on(
    "GET /api/rankings/leagues",
    json({
      season: SEASON,
      leagues: [league("Zürich", "3. Liga"), league("Bern", "2. Liga")],
      cantons: [
        { canton: "Zürich", teamCount: 8 },
        { canton: "Bern", teamCount: 8 },
      ],
    } satisfies RankingLeaguesResponse),
  );
  server.on("GET /api/rankings/table", (request) => {
    const query = new URL(request.path, "http://localhost").searchParams;
    const table: LeagueTableResponse = {
      canton: query.get("canton") as LeagueTableResponse["canton"],
      league: query.get("league") as LeagueTableResponse["league"],
      season: SEASON,
      group: query.get("group") ?? "Gruppe 1",
      groups: ["Gruppe 1"],
      rule: "fairPlay",
      rows: [],
      deductions: [],
      fairPlay: [],
    };
    return json(table);
  });
  const noPlayers: PlayerRankingResponse = { players: [], sharedPlace: null };
  server.on("GET /api/rankings/scorers", json(noPlayers));
});

function openRanking(address: string, serverTitle: string) {
  document.title = serverTitle;
  const router = createMemoryRouter([{ path: "/ranking", element: <RankingPage /> }], {
    initialEntries: [address],
  });
  return { router, ...renderInApp(<RouterProvider router={router} />) };
}

describe("the ranking page's title", () => {
  it("keeps the server's title of a shared table and follows the league and the tab chosen", async () => {
    const { user } = openRanking(
      TABLE_LINK,
      `Tabelle 3. Liga, Gruppe 1, Kanton Zürich, Saison ${SEASON_LABEL} – Tschutti`,
    );
    await screen.findByRole("option", { name: "Bern (8)" });
    expect(document.title).toBe(
      `Tabelle 3. Liga, Gruppe 1, Kanton Zürich, Saison ${SEASON_LABEL} – Tschutti`,
    );

    await user.selectOptions(screen.getByLabelText("Kanton"), "Bern");
    await waitFor(() =>
      expect(document.title).toBe(
        `Tabelle 2. Liga, Gruppe 1, Kanton Bern, Saison ${SEASON_LABEL} – Tschutti`,
      ),
    );

    await user.click(screen.getByRole("tab", { name: "Torschützen" }));
    await waitFor(() => expect(document.title).toBe("Tabellen und Ranglisten – Tschutti"));
  });

  it("keeps the page's own title for a group the league does not have", async () => {
    openRanking(TABLE_LINK.replace("Gruppe+1", "Gruppe+9"), "Tabellen und Ranglisten – Tschutti");
    await screen.findByRole("option", { name: "Bern (8)" });
    expect(document.title).toBe("Tabellen und Ranglisten – Tschutti");
  });

  it("keeps the page's own title for the scorers", async () => {
    openRanking("/ranking", "Tabellen und Ranglisten – Tschutti");
    await screen.findByRole("tab", { name: "Torschützen", selected: true });
    await screen.findByText("Keine Tore für diese Auswahl.");
    expect(document.title).toBe("Tabellen und Ranglisten – Tschutti");
  });
});

describe("«Teilen» on the ranking page", () => {
  afterEach(() => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true, writable: true });
  });

  function mockShare() {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    Object.defineProperty(navigator, "share", { value: share, configurable: true, writable: true });
    return share;
  }

  it("passes on the table shown, with its season, where the address named none", async () => {
    // Opened from «Tabelle» alone, the page shows the busiest league of the current season. The
    // shared link said just that (/ranking?tab=tabelle): opened next season or once another
    // league had more results, it showed another table.
    const share = mockShare();
    const { user } = openRanking("/ranking?tab=tabelle", "Tabellen und Ranglisten – Tschutti");
    await screen.findByText("Keine Mannschaften in dieser Liga.");
    await user.click(screen.getByRole("button", { name: "Teilen" }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(share.mock.calls[0]?.[0].url).toBe(new URL(TABLE_LINK, window.location.href).href);
  });

  it("passes on the scorers' season and choices", async () => {
    const share = mockShare();
    const { user } = openRanking("/ranking?kanton=Bern", "Tabellen und Ranglisten – Tschutti");
    await screen.findByText("Keine Tore für diese Auswahl.");
    await user.click(screen.getByRole("button", { name: "Teilen" }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    const shared = new URL(share.mock.calls[0]?.[0].url ?? "");
    expect(shared.pathname).toBe("/ranking");
    expect(Object.fromEntries(shared.searchParams)).toEqual({
      tab: "torschuetzen",
      kanton: "Bern",
      saison: String(SEASON),
    });
  });
});
