import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { insertTeam } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The office's team search shows the first 20 hits and says how many there are, so a list cut
// short is never taken for all the teams of that name.

let t: TestContext;
let office: SignedUp;
const season = seasonOf(new Date());

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
  for (let i = 1; i <= 23; i++) await insertTeam(t.deps.db, { clubId: null, name: `Zählteam ${i}` });
  await insertTeam(t.deps.db, { clubId: null, name: "Zählteam Archiv", archivedAt: new Date() });
});
afterAll(async () => {
  await t.close();
});

describe("the league office's team search", () => {
  it("answers the first 20 teams and how many it found", async () => {
    const res = await call(t.app, "GET", leagueOfficePaths.teams({ q: "zählteam", season }), {
      cookie: office.cookie,
    });
    expect(res.status).toBe(200);
    expect([res.body.teams.length, res.body.total]).toEqual([20, 23]);
  });

  it("counts exactly what it lists when all fit, and nothing for no hit", async () => {
    const few = await call(t.app, "GET", leagueOfficePaths.teams({ q: "zählteam 2", season }), {
      cookie: office.cookie,
    });
    // «Zählteam 2», «Zählteam 20» … «Zählteam 23».
    expect([few.body.teams.length, few.body.total]).toEqual([5, 5]);
    const none = await call(t.app, "GET", leagueOfficePaths.teams({ q: "nirgendwo", season }), {
      cookie: office.cookie,
    });
    expect(none.body).toEqual({ teams: [], total: 0 });
  });
});
