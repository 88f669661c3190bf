import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  LeagueTableEntry,
  LeagueTableResponse,
  RankingLeaguesResponse,
} from "#shared/rankings/types.ts";
import { call, signUp } from "../../test/http.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Issue #6 points 4 and 5: a whole season loaded the way a script would, through the club
// management API only (club name, teams, an opponent team, matches, results), then every row
// of the table checked against numbers worked out by hand, not by the table rule under test.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CANTON = "Luzern";
const LEAGUE = "4. Liga";

/** A double-checked result: fails the test with the server's answer when the API refuses. */
async function ok<T>(promise: Promise<{ status: number; body: unknown }>, status: number): Promise<T> {
  const res = await promise;
  if (res.status !== status)
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as T;
}

type Club = { cookie: string; clubId: string };

describe("a season loaded through the API", () => {
  const club: Record<string, Club> = {};
  const team: Record<string, string> = {};
  /** Which club account enters a team's matches (an opponent team's matches: the other side's club). */
  const ownerOf: Record<string, string> = {};

  beforeAll(async () => {
    // Five clubs with their first team, one opponent without a club on the platform. A match
    // is entered by a club whose team plays in it, so a script loads the season per club.
    const createClub = async (key: string, clubName: string, teamName: string) => {
      const account = await signUp(t.app, { accountType: "club" });
      const me = await ok<{ club: { id: string } }>(
        call(t.app, "GET", "/api/me", { cookie: account.cookie }),
        200,
      );
      club[key] = { cookie: account.cookie, clubId: me.club.id };
      await ok(
        call(t.app, "PATCH", `/api/manage/clubs/${me.club.id}`, {
          cookie: account.cookie,
          body: { clubName },
        }),
        200,
      );
      await createTeam(key, key, teamName, "teams");
    };
    const createTeam = async (
      clubKey: string,
      key: string,
      name: string,
      path: "teams" | "opponent-teams",
      league = LEAGUE,
    ) => {
      const owner = club[clubKey] as Club;
      const body = await ok<{ team: { id: string } }>(
        call(t.app, "POST", `/api/manage/clubs/${owner.clubId}/${path}`, {
          cookie: owner.cookie,
          body: { name, canton: CANTON, league },
        }),
        201,
      );
      team[key] = body.team.id;
      if (path === "teams") ownerOf[key] = clubKey;
    };
    // 'FC Reussbühl' calls its team '1. Mannschaft': the table says 'FC Reussbühl 1. Mannschaft'.
    await createClub("R", "FC Reussbühl", "1. Mannschaft");
    await createClub("S", "SC Seetal", "SC Seetal");
    await createClub("P", "FC Pilatusblick", "FC Pilatusblick");
    await createClub("E", "FC Emmenweid", "FC Emmenweid");
    await createClub("K", "US Kriens Nord", "US Kriens Nord");
    await createTeam("R", "O", "SV Rotsee", "opponent-teams");
    // Reussbühl's second team plays a league below: its match must not reach this table.
    await createTeam("R", "R2", "2. Mannschaft", "teams", "5. Liga");

    const createMatch = async (home: string, away: string, date: string, time = "15:00") => {
      const ownerKey = ownerOf[home] ?? (ownerOf[away] as string);
      const owner = club[ownerKey] as Club;
      const body = await ok<{ match: { id: string } }>(
        call(t.app, "POST", `/api/manage/clubs/${owner.clubId}/matches`, {
          cookie: owner.cookie,
          body: {
            homeTeamId: team[home],
            awayTeamId: team[away],
            date,
            time,
            stadium: `Sportplatz ${home}`,
          },
        }),
        201,
      );
      // A match against another club's team is a request: that club accepts it (issue 10 §1).
      const otherKey = [ownerOf[home], ownerOf[away]].find((key) => key && key !== ownerKey);
      if (otherKey) {
        const other = club[otherKey] as Club;
        await ok(
          call(t.app, "POST", `/api/manage/matches/${body.match.id}/accept`, { cookie: other.cookie }),
          200,
        );
      }
      return { id: body.match.id, owner };
    };
    const enterResult = (match: { id: string; owner: Club }, homeScore: number, awayScore: number) =>
      ok(
        call(t.app, "PUT", `/api/manage/matches/${match.id}/result`, {
          cookie: match.owner.cookie,
          body: { homeScore, awayScore },
        }),
        200,
      );
    let day = 0;
    const played = async (home: string, away: string, homeScore: number, awayScore: number) => {
      day++;
      const match = await createMatch(home, away, `2026-08-${String(day).padStart(2, "0")}`);
      await enterResult(match, homeScore, awayScore);
      return match;
    };

    // A single round: every pair once, a score only (no events), as a script would load it.
    // The first at midnight of 1 July: the first minute of the season 2026/27.
    const first = await createMatch("R", "S", "2026-07-01", "00:00");
    await enterResult(first, 0, 0);
    // A typo corrected: the second entry replaces the first.
    await enterResult(first, 2, 1);
    await played("P", "O", 0, 0);
    await played("E", "K", 3, 1);
    await played("S", "P", 1, 1);
    await played("O", "E", 2, 2);
    await played("K", "R", 0, 4);
    await played("R", "P", 1, 2);
    await played("S", "E", 2, 0);
    await played("O", "K", 1, 3);
    await played("P", "E", 2, 1);
    await played("K", "S", 1, 1);
    await played("O", "R", 0, 1);
    await played("E", "R", 2, 2);
    await played("K", "P", 0, 0);
    await played("S", "O", 3, 0);
    // Not counted: the second team's match against the first (another league), a past match
    // whose result was never entered, the return round's first fixture and a cancelled one.
    await played("R2", "R", 6, 0);
    await createMatch("S", "R", "2026-09-05");
    await createMatch("R", "S", "2027-03-13");
    const cancelled = await createMatch("P", "O", "2027-03-14");
    // One minute before the season: 30 June 23:59 belongs to 2025/26 only.
    await enterResult(await createMatch("S", "R", "2026-06-30", "23:59"), 5, 0);
    await ok(
      call(t.app, "POST", `/api/manage/matches/${cancelled.id}/cancel`, {
        cookie: cancelled.owner.cookie,
        body: { reason: "Platz gesperrt" },
      }),
      200,
    );
  });

  it("gives every team the row worked out by hand", async () => {
    const res = await call<LeagueTableResponse>(
      t.app,
      "GET",
      `/api/rankings/table?canton=${encodeURIComponent(CANTON)}&league=${encodeURIComponent(LEAGUE)}&season=2026`,
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
    const res = await call<LeagueTableResponse>(
      t.app,
      "GET",
      `/api/rankings/table?canton=${encodeURIComponent(CANTON)}&league=${encodeURIComponent(LEAGUE)}&season=2026`,
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

  it("lists the league with its teams and played matches for the selectors", async () => {
    const res = await call<RankingLeaguesResponse>(t.app, "GET", "/api/rankings/leagues");
    expect(res.body.leagues).toEqual([
      { canton: CANTON, league: LEAGUE, teamCount: 6, completedMatches: 16 },
      { canton: CANTON, league: "5. Liga", teamCount: 1, completedMatches: 0 },
    ]);
  });

  it("keeps the second team's league to itself", async () => {
    const res = await call<LeagueTableResponse>(
      t.app,
      "GET",
      `/api/rankings/table?canton=${encodeURIComponent(CANTON)}&league=${encodeURIComponent("5. Liga")}`,
    );
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
    const res = await call<LeagueTableResponse>(
      t.app,
      "GET",
      `/api/rankings/table?canton=${encodeURIComponent(CANTON)}&league=${encodeURIComponent(LEAGUE)}&season=2025`,
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
      `/api/rankings/table?canton=${encodeURIComponent(CANTON)}&league=${encodeURIComponent(LEAGUE)}&season=1999`,
    );
    expect(res.status).toBe(400);
  });
});
