import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { officeDecisions, teamPlacements } from "../../db/schema/index.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { insertMatch, insertTeam } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The console asks before a move (it changes the old group's table and the new one): `?dryRun=1`
// answers what the placement would be by placeTeam's own rule, with where the team stands now,
// and saves nothing, neither the placement nor a line of the office's history.

let t: TestContext;
let office: SignedUp;
const SEASON = 2026;
const where = { canton: "Uri", league: "5. Liga" } as const;
const ids: Record<string, string> = {};

const body = (team: string, group: string) => ({ teamId: ids[team], season: SEASON, ...where, group });
const snapshot = async () => ({
  placements: await t.deps.db.select().from(teamPlacements),
  decisions: await t.deps.db.select().from(officeDecisions),
});

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
  for (const [key, name] of [
    ["altdorf", "FC Altdorf"],
    ["erstfeld", "FC Erstfeld"],
    ["neu", "FC Neu Uri"],
  ] as const) {
    ids[key] = (await insertTeam(t.deps.db, name, where)).id;
  }
  for (const key of ["altdorf", "erstfeld"]) {
    const res = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: body(key, "Gruppe 1"),
    });
    expect(res.status).toBe(200);
  }
  await insertMatch(t.deps.db, ids.altdorf as string, ids.erstfeld as string, [2, 1]);
});
afterAll(async () => {
  await t.close();
});

describe("PUT /api/league-office/placements?dryRun=1", () => {
  it("answers a move with the group the team leaves, and saves nothing", async () => {
    const before = await snapshot();
    const res = await call(t.app, "PUT", leagueOfficePaths.checkPlacement(), {
      cookie: office.cookie,
      body: body("altdorf", "Gruppe 2"),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: "moved", from: { ...where, group: "Gruppe 1" }, comingInOldGroup: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it("answers a correction without counted matches as a placement, no move", async () => {
    const res = await call(t.app, "PUT", leagueOfficePaths.checkPlacement(), {
      cookie: office.cookie,
      body: body("neu", "Gruppe 2"),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe("placed");
  });

  it("is the league office's only, as the placement itself", async () => {
    const res = await call(t.app, "PUT", leagueOfficePaths.checkPlacement(), {
      body: body("altdorf", "Gruppe 2"),
    });
    expect(res.status).toBe(401);
  });

  it("leaves the real move as it was", async () => {
    const res = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: body("altdorf", "Gruppe 2"),
    });
    expect(res.body).toEqual({ result: "moved" });
  });
});
