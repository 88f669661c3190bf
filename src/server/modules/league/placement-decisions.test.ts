import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { PLACEMENT_MESSAGES } from "#shared/league/schema.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { matches } from "../../db/schema/index.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { createActors, expectError } from "../../test/manage-actors.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Whether a re-placement is a simple correction or a move (the club's 409, the office's closed
// row) is decided by the matches a table counts, as the console shows them: a league match
// against a team of another group counts in no table and ties the team to nothing. A withdrawal
// alone does not free a team: it can be taken back, and its matches count again.

let t: TestContext;
let club: SignedUp & { clubId: string };
let office: SignedUp;
const SEASON = 2026;
const where = { canton: "Zürich" as const, league: "5. Liga" as const, season: SEASON };
const id: Record<string, string> = {};

async function createTeam(name: string, group: string) {
  const res = await call(t.app, "POST", teamPaths.create(club.clubId), {
    cookie: club.cookie,
    body: { name, canton: where.canton, league: where.league, group },
  });
  expect(res.status).toBe(201);
  id[name] = res.body.team.id;
}

async function played(home: string, away: string, day: number) {
  await t.deps.db.insert(matches).values({
    homeTeamId: id[home] as string,
    awayTeamId: id[away] as string,
    matchDate: new Date(Date.UTC(SEASON, 8, day, 13)),
    status: "completed",
    homeScore: 1,
    awayScore: 0,
  });
}

async function consoleCount(name: string) {
  const res = await call(t.app, "GET", leagueOfficePaths.league(where), { cookie: office.cookie });
  expect(res.status).toBe(200);
  const teams = res.body.groups.flatMap((g) => g.teams).filter((team) => team.teamId === id[name]);
  return teams.map((team) => team.countedMatches);
}

const regroup = (name: string, group: string) =>
  call(t.app, "PATCH", teamPaths.update(id[name] as string), {
    cookie: club.cookie,
    body: { name, canton: where.canton, league: where.league, group },
  });

beforeAll(async () => {
  t = await createTestApp();
  club = (await createActors(t)).owner;
  office = await signUpLeagueOffice(t.app, t.deps.db);
  await createTeam("Aare", "Gruppe 1");
  await createTeam("Birs", "Gruppe 2");
  await createTeam("Emme", "Gruppe 1");
  await createTeam("Cham", "Gruppe 1");
  await createTeam("Doubs", "Gruppe 1");
  // Aare and Emme each played Birs while Birs stood in another group: no table counts it.
  await played("Aare", "Birs", 5);
  await played("Birs", "Emme", 12);
  await played("Cham", "Doubs", 19);
});
afterAll(async () => {
  await t.close();
});

describe("a re-placement decided by the matches the tables count", () => {
  it("lets a club correct the group of a team whose only match counts in no table", async () => {
    expect(await consoleCount("Aare")).toEqual([0]);
    const res = await regroup("Aare", "Gruppe 2");
    expect(res.status).toBe(200);
    expect(res.body.team.group).toBe("Gruppe 2");
    // Placed there for the whole season, its match against Birs is now a Gruppe 2 match.
    const table = await call(t.app, "GET", rankingPaths.table({ ...where, group: "Gruppe 2" }));
    expect(table.body.rows.map((r) => [r.teamName, r.played])).toEqual(
      expect.arrayContaining([
        ["Aare", 1],
        ["Birs", 1],
      ]),
    );
  });

  it("re-places such a team for the league office instead of moving it", async () => {
    expect(await consoleCount("Emme")).toEqual([0]);
    const res = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: { teamId: id.Emme, ...where, group: "Gruppe 3" },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe("placed");
    // No row left behind in Gruppe 1 saying «in Gruppe 3 verschoben».
    const console = await call(t.app, "GET", leagueOfficePaths.league(where), { cookie: office.cookie });
    const groups = console.body.groups.filter((g) => g.teams.some((team) => team.teamId === id.Emme));
    expect(groups.map((g) => g.name)).toEqual(["Gruppe 3"]);
  });

  it("keeps a team tied to its group while its opponent is withdrawn: the withdrawal may be taken back", async () => {
    const withdrawn = await call(t.app, "POST", leagueOfficePaths.withdrawals(), {
      cookie: office.cookie,
      body: { teamId: id.Cham, season: SEASON, reason: "Mannschaft aufgelöst" },
    });
    expect(withdrawn.status).toBe(200);
    expect(await consoleCount("Doubs")).toEqual([0]);
    expectError(await regroup("Doubs", "Gruppe 2"), 409, PLACEMENT_MESSAGES.countedMatches);

    const undone = await call(t.app, "DELETE", leagueOfficePaths.withdrawal(id.Cham as string, SEASON), {
      cookie: office.cookie,
    });
    expect(undone.status).toBe(200);
    // The match is back in Gruppe 1's table, where both teams still stand.
    expect(await consoleCount("Doubs")).toEqual([1]);
    expect(await consoleCount("Cham")).toEqual([1]);
  });
});
