import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { call } from "../../test/http.ts";
import { SEASON_CANTON as CANTON, SEASON_LEAGUE as LEAGUE, loadSeason } from "../../test/ranking-season.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// What stays out of a season's table: another league, the season before, a season outside the list.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await loadSeason(t.app, t.deps.db);
});
afterAll(async () => {
  await t.close();
});

describe("a season loaded through the API: its bounds", () => {
  it("lists the league with its teams and played matches for the selectors", async () => {
    const res = await call(t.app, "GET", rankingPaths.leagues());
    expect(res.body.leagues).toEqual([
      // The current season's matches only: the one on 30 June belongs to the season before.
      {
        canton: CANTON,
        league: LEAGUE,
        teamCount: 6,
        completedMatches: 15,
        groups: [{ name: "Gruppe 1", teamCount: 6 }],
      },
      {
        canton: CANTON,
        league: "5. Liga",
        teamCount: 1,
        completedMatches: 0,
        groups: [{ name: "Gruppe 1", teamCount: 1 }],
      },
    ]);
  });

  it("keeps the second team's league to itself", async () => {
    const res = await call(t.app, "GET", rankingPaths.table({ canton: CANTON, league: "5. Liga" }));
    expect(res.body.rows).toEqual([
      expect.objectContaining({
        name: "FC Reussbühl 2. Mannschaft",
        played: 0,
        points: 0,
        goalsFor: 0,
        zone: null,
      }),
    ]);
  });

  it("keeps the season before apart: 30 June 23:59 is the old season", async () => {
    const res = await call(
      t.app,
      "GET",
      rankingPaths.table({ canton: CANTON, league: LEAGUE, season: 2025 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.season).toBe(2025);
    const played = res.body.rows
      .filter((r) => r.played > 0)
      .map((r) => [r.name, r.played, r.goalsFor, r.points]);
    expect(played).toEqual([
      ["SC Seetal", 1, 5, 3],
      ["FC Reussbühl 1. Mannschaft", 1, 0, 0],
    ]);
  });

  it("refuses a season outside the list", async () => {
    const res = await call(
      t.app,
      "GET",
      rankingPaths.table({ canton: CANTON, league: LEAGUE, season: 1999 }),
    );
    expect(res.status).toBe(400);
  });
});
