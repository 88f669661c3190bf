import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { seasonOf } from "#shared/matches/season.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { createClubWithTeam, createMatch, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// An opponent without a club that a club creates enters a public table only once
// the league office has placed it; until then its matches show on the creating club's pages only.

let t: TestContext;
let club: TestClub;
let office: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  club = await createClubWithTeam(t, 0);
  office = await signUpLeagueOffice(t.app, t.deps.db);
});
afterAll(async () => {
  await t.close();
});

const season = seasonOf(new Date(Date.now() - 2 * 86_400_000));
const table = async () =>
  (await call(t.app, "GET", rankingPaths.table({ canton: "Zürich", league: "3. Liga", season }))).body
    .rows as {
    teamId: string;
    played: number;
    points: number;
    goalsFor: number;
  }[];
/** The country-wide list (the schedule of every club). */
const publicMatches = async () =>
  (await call<{ matches: MatchSummary[] }>(t.app, "GET", "/api/matches?scope=past&limit=100")).body.matches;
/** The creating club's team schedule, which its fans read. */
const teamMatches = async () =>
  (await call<{ matches: MatchSummary[] }>(t.app, "GET", `/api/matches?scope=all&teamIds=${club.teamId}`))
    .body.matches;

describe("a 12:0 against a freshly created opponent", () => {
  it("does not change the public table until the league office places the opponent", async () => {
    const before = await table();
    const created = await call(t.app, "POST", teamPaths.createOpponent(club.clubId), {
      cookie: club.cookie,
      body: { name: "FC Phantom", canton: "Zürich", league: "3. Liga" },
    });
    expect(created.status).toBe(201);
    const opponentId = created.body.team.id as string;
    const id = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: -2 });
    const result = await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: club.cookie,
      body: { homeScore: 12, awayScore: 0 },
    });
    expect(result.status).toBe(200);

    expect(await table()).toEqual(before);
    expect((await table()).some((r) => r.teamId === opponentId)).toBe(false);
    // The creating club's pages (its team's schedule, the match's own page) show it; the
    // country-wide list does not.
    expect((await publicMatches()).map((m) => m.id)).not.toContain(id);
    expect((await teamMatches()).map((m) => m.id)).toContain(id);
    expect((await call(t.app, "GET", matchPaths.detail(id))).status).toBe(200);
    const own = await call(t.app, "GET", matchPaths.clubMatches(club.clubId), { cookie: club.cookie });
    // The club's schedule says which side waits for the league office, so it can say why the
    // 12:0 counts nowhere yet.
    const sides = (matches: MatchSummary[]) => {
      const match = matches.find((m) => m.id === id);
      return [match?.homeTeam.awaitingOffice, match?.awayTeam.awaitingOffice];
    };
    expect(sides(own.body.matches)).toEqual([false, true]);

    // The league office's console marks it as waiting, in the group the club gave it.
    const console = await call(
      t.app,
      "GET",
      leagueOfficePaths.league({ season: seasonOf(new Date()), canton: "Zürich", league: "3. Liga" }),
      { cookie: office.cookie },
    );
    const waiting = console.body.groups.flatMap((g) => g.teams).find((x) => x.teamId === opponentId);
    expect(waiting).toMatchObject({ awaitingOffice: true, countedMatches: 0 });

    const placed = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: {
        teamId: opponentId,
        season: seasonOf(new Date()),
        canton: "Zürich",
        league: "3. Liga",
        group: "Gruppe 1",
      },
    });
    expect(placed.status).toBe(200);
    // Placed where the club put it: a placement all the same (it was «unchanged»).
    expect(placed.body.result).toBe("placed");
    const after = await table();
    expect(after.find((r) => r.teamId === club.teamId)).toMatchObject({ played: 1, points: 3, goalsFor: 12 });
    expect(after.some((r) => r.teamId === opponentId)).toBe(true);
    expect((await publicMatches()).map((m) => m.id)).toContain(id);
    const ownAfter = await call(t.app, "GET", matchPaths.clubMatches(club.clubId), { cookie: club.cookie });
    expect(sides(ownAfter.body.matches)).toEqual([false, false]);
  });
});
