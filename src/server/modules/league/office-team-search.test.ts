import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { insertClub, insertTeam } from "../../test/public-rows.ts";
import * as rankingRows from "../../test/ranking-rows.ts";
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
  const club = await insertClub(t.deps.db, { clubName: "FC Suchhügel" });
  await insertTeam(t.deps.db, { clubId: club.id, name: "Junioren B" });
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

  it("finds a team by the name it lists, its club's name and the team's together", async () => {
    // The hit reads «FC Suchhügel Junioren B»: typed as read (or its middle), it found nothing,
    // since the club's and the team's names were searched one by one.
    for (const q of ["FC Suchhügel Junioren B", "suchhugel junioren"]) {
      const res = await call(t.app, "GET", leagueOfficePaths.teams({ q, season }), { cookie: office.cookie });
      expect(res.body.teams.map((team: { name: string }) => team.name)).toEqual(["FC Suchhügel Junioren B"]);
    }
  });

  it("says how many counted matches a hit has in its group, as the group's line does (a move asks what becomes of them)", async () => {
    const db = t.deps.db;
    const wiese = await rankingRows.insertTeam(db, "FC Zählwiese", { canton: "Uri", league: "5. Liga" });
    const matte = await rankingRows.insertTeam(db, "FC Zählmatte", { canton: "Uri", league: "5. Liga" });
    await rankingRows.insertMatch(db, wiese.id, matte.id, [2, 1]);
    await rankingRows.insertMatch(db, matte.id, wiese.id, [0, 0]);
    await rankingRows.insertMatch(db, wiese.id, matte.id, null, "scheduled");
    const res = await call(t.app, "GET", leagueOfficePaths.teams({ q: "FC Zähl", season }), {
      cookie: office.cookie,
    });
    expect(res.body.teams.map((team) => [team.name, team.group, team.countedMatches])).toEqual([
      ["FC Zählmatte", "Gruppe 1", 2],
      ["FC Zählwiese", "Gruppe 1", 2],
    ]);
    const unplaced = await call(t.app, "GET", leagueOfficePaths.teams({ q: "zählteam 1", season }), {
      cookie: office.cookie,
    });
    expect(unplaced.body.teams.map((team) => team.countedMatches)).toEqual(unplaced.body.teams.map(() => 0));
  });
});
