import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankingPaths } from "#shared/rankings/paths.ts";
import type { LeagueTableEntry } from "#shared/rankings/types.ts";
import { call } from "../../test/http.ts";
import {
  SEASON_CANTON as CANTON,
  SEASON_LEAGUE as LEAGUE,
  type LoadedSeason,
  loadSeason,
} from "../../test/ranking-season.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The table of a season loaded through the API (test/ranking-season.ts), row by row.

let t: TestContext;
let club: LoadedSeason["club"];
let team: LoadedSeason["team"];
beforeAll(async () => {
  t = await createTestApp();
  ({ club, team } = await loadSeason(t.app, t.deps.db));
});
afterAll(async () => {
  await t.close();
});

describe("a season loaded through the API", () => {
  it("gives every team the row worked out by hand", async () => {
    const res = await call(
      t.app,
      "GET",
      rankingPaths.table({ canton: CANTON, league: LEAGUE, season: 2026 }),
    );
    expect(res.status).toBe(200);
    const row = (r: LeagueTableEntry) => ({
      position: r.position,
      name: r.name,
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      goalsFor: r.goalsFor,
      goalsAgainst: r.goalsAgainst,
      goalDifference: r.goalDifference,
      points: r.points,
      zone: r.zone,
    });
    expect(res.body.rows.map(row)).toEqual([
      // Reussbühl: W 2:1 Seetal, W 4:0 at Kriens, L 1:2 Pilatusblick, W 1:0 at Rotsee, D 2:2 at Emmenweid.
      {
        position: 1,
        name: "FC Reussbühl 1. Mannschaft",
        played: 5,
        won: 3,
        drawn: 1,
        lost: 1,
        goalsFor: 10,
        goalsAgainst: 5,
        goalDifference: 5,
        points: 10,
        zone: "promotion",
      },
      // Pilatusblick: D 0:0 Rotsee, D 1:1 at Seetal, W 2:1 at Reussbühl, W 2:1 Emmenweid, D 0:0 at Kriens.
      {
        position: 2,
        name: "FC Pilatusblick",
        played: 5,
        won: 2,
        drawn: 3,
        lost: 0,
        goalsFor: 5,
        goalsAgainst: 3,
        goalDifference: 2,
        points: 9,
        zone: "promotion",
      },
      // Seetal: L 1:2 at Reussbühl, D 1:1 Pilatusblick, W 2:0 Emmenweid, D 1:1 at Kriens, W 3:0 Rotsee.
      {
        position: 3,
        name: "SC Seetal",
        played: 5,
        won: 2,
        drawn: 2,
        lost: 1,
        goalsFor: 8,
        goalsAgainst: 4,
        goalDifference: 4,
        points: 8,
        zone: null,
      },
      // Emmenweid and Kriens both have 5 points: goal difference -1 beats -4.
      {
        position: 4,
        name: "FC Emmenweid",
        played: 5,
        won: 1,
        drawn: 2,
        lost: 2,
        goalsFor: 8,
        goalsAgainst: 9,
        goalDifference: -1,
        points: 5,
        zone: null,
      },
      {
        position: 5,
        name: "US Kriens Nord",
        played: 5,
        won: 1,
        drawn: 2,
        lost: 2,
        goalsFor: 5,
        goalsAgainst: 9,
        goalDifference: -4,
        points: 5,
        zone: "relegation",
      },
      {
        position: 6,
        name: "SV Rotsee",
        played: 5,
        won: 0,
        drawn: 2,
        lost: 3,
        goalsFor: 3,
        goalsAgainst: 9,
        goalDifference: -6,
        points: 2,
        zone: "relegation",
      },
    ]);
  });

  it("links each club team to its club and leaves the opponent without one", async () => {
    const res = await call(
      t.app,
      "GET",
      rankingPaths.table({ canton: CANTON, league: LEAGUE, season: 2026 }),
    );
    const byTeam = new Map(res.body.rows.map((r) => [r.teamId, r]));
    for (const key of ["R", "S", "P", "E", "K"]) {
      expect(byTeam.get(team[key] as string)?.clubId).toBe(club[key]?.clubId);
    }
    expect(byTeam.get(team.R as string)).toMatchObject({
      teamName: "1. Mannschaft",
      clubName: "FC Reussbühl",
    });
    expect(byTeam.get(team.O as string)).toMatchObject({
      clubId: null,
      clubName: null,
      teamName: "SV Rotsee",
    });
  });
});
