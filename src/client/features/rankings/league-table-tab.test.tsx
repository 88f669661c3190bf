// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { seasonOf } from "#shared/matches/season.ts";
import type { LeagueTableResponse, RankingLeague, RankingLeaguesResponse } from "#shared/rankings/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { LeagueTableTab } from "./league-table-tab.tsx";

const SEASON = seasonOf(new Date());

const league = (
  canton: RankingLeague["canton"],
  name: RankingLeague["league"],
  group: string,
): RankingLeague => ({
  canton,
  league: name,
  teamCount: 8,
  completedMatches: 20,
  groups: [{ name: group, teamCount: 8 }],
});

/** This season Bern plays in the 2. Liga; last season only in the 4. Liga, in its Gruppe 2. */
const LEAGUES: Record<number, RankingLeague[]> = {
  [SEASON]: [league("Zürich", "3. Liga", "Gruppe 1"), league("Bern", "2. Liga", "Gruppe 1")],
  [SEASON - 1]: [league("Zürich", "3. Liga", "Gruppe 1"), league("Bern", "4. Liga", "Gruppe 2")],
};

let server: ReturnType<typeof fakeServer>;
let lastSeasonArrives: () => void;

beforeEach(() => {
  server = fakeServer();
  const lastSeason = new Promise<void>((resolve) => {
    lastSeasonArrives = resolve;
  });
  server.on("GET /api/rankings/leagues", async (request) => {
    const season = Number(new URL(request.path, "http://localhost").searchParams.get("season"));
    if (season === SEASON - 1) await lastSeason;
    const leagues = LEAGUES[season] ?? [];
    const cantons = leagues.map((l) => ({ canton: l.canton, teamCount: l.teamCount }));
    return json({ season, leagues, cantons } satisfies RankingLeaguesResponse);
  });
  server.on("GET /api/rankings/table", (request) => {
    const query = new URL(request.path, "http://localhost").searchParams;
    const table: LeagueTableResponse = {
      canton: query.get("canton") as LeagueTableResponse["canton"],
      league: query.get("league") as LeagueTableResponse["league"],
      season: Number(query.get("season")),
      group: query.get("group") ?? "Gruppe 1",
      groups: [query.get("group") ?? "Gruppe 1"],
      rule: "fairPlay",
      rows: [],
      deductions: [],
      fairPlay: [],
    };
    return json(table);
  });
});

describe("the ranking's «Tabelle»", () => {
  it("chooses a canton's league from the season chosen, not from the one before while it loads", async () => {
    const router = createMemoryRouter([{ path: "/ranking", element: <LeagueTableTab view="table" /> }], {
      initialEntries: [`/ranking?tab=tabelle&kanton=Z%C3%BCrich&liga=3.+Liga&gruppe=Gruppe+1`],
    });
    const { user } = renderInApp(<RouterProvider router={router} />);
    await screen.findByRole("option", { name: "Bern (8)" });

    await user.selectOptions(screen.getByLabelText("Saison"), String(SEASON - 1));
    // Last season's leagues are still on their way when the canton is chosen.
    await user.selectOptions(screen.getByLabelText("Kanton"), "Bern");
    lastSeasonArrives();

    // Bern's league of last season, not this season's 2. Liga (which had no team then).
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>("Liga").value).toBe("4. Liga"));
    expect(screen.getByLabelText<HTMLSelectElement>("Gruppe").value).toBe("Gruppe 2");
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get("kanton")).toBe("Bern");
    expect(params.get("liga")).not.toBe("2. Liga");
  });

  it("names each canton's teams once, as the server counts them, not the sum of its leagues", async () => {
    // Zürich: 6 teams in the 3. Liga and 2 in the 2. Liga, one of them moved up from the 3. Liga.
    const answer: RankingLeaguesResponse = {
      season: SEASON,
      leagues: [
        { ...league("Zürich", "3. Liga", "Gruppe 1"), teamCount: 6 },
        { ...league("Zürich", "2. Liga", "Gruppe 1"), teamCount: 2 },
      ],
      cantons: [{ canton: "Zürich", teamCount: 7 }],
    };
    server.on("GET /api/rankings/leagues", json(answer));
    const router = createMemoryRouter([{ path: "/ranking", element: <LeagueTableTab view="table" /> }], {
      initialEntries: [`/ranking?tab=tabelle&kanton=Z%C3%BCrich&liga=3.+Liga&gruppe=Gruppe+1`],
    });
    renderInApp(<RouterProvider router={router} />);
    expect(await screen.findByRole("option", { name: "Zürich (7)" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "3. Liga (6)" })).toBeInTheDocument();
  });
});
