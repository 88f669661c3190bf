import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { placeTeam, signUpLeagueOffice } from "../../test/league-office.ts";
import { insertTeam } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A group is one group however its name is typed: «gruppe 1» joins «Gruppe 1» (in the spelling
// the group already has), whether a placement, a move or an import names it.

let t: TestContext;
let office: SignedUp;
const SEASON = 2026;
const where = { canton: "Uri", league: "5. Liga" } as const;

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
});
afterAll(async () => {
  await t.close();
});

async function place(teamId: string, group: string) {
  return placeTeam(t.app, office, { teamId, season: SEASON, ...where, group });
}

async function groups() {
  const res = await call(t.app, "GET", leagueOfficePaths.league({ season: SEASON, ...where }), {
    cookie: office.cookie,
  });
  expect(res.status).toBe(200);
  return res.body.groups.map((g) => [g.name, g.teams.map((x) => x.name).sort()]);
}

describe("a group's name", () => {
  it("joins the group of the same name in another case, in the group's spelling", async () => {
    const altdorf = await insertTeam(t.deps.db, "FC Altdorf", where);
    const bürglen = await insertTeam(t.deps.db, "FC Bürglen", where);
    const erstfeld = await insertTeam(t.deps.db, "FC Erstfeld", where);
    await place(altdorf.id, "Gruppe Süd");
    await place(bürglen.id, "gruppe süd");
    await place(erstfeld.id, "GRUPPE SÜD");
    expect(await groups()).toEqual([["Gruppe Süd", ["FC Altdorf", "FC Bürglen", "FC Erstfeld"]]]);
    // Placing a team again in the group, spelled otherwise, changes nothing.
    expect((await place(bürglen.id, "gruppe SÜD")).result).toBe("unchanged");

    const table = await call(
      t.app,
      "GET",
      rankingPaths.table({ season: SEASON, ...where, group: "Gruppe Süd" }),
    );
    expect(table.body.rows.map((r) => r.teamName).sort()).toEqual([
      "FC Altdorf",
      "FC Bürglen",
      "FC Erstfeld",
    ]);
  });

  it("lets the only team of a group respell it", async () => {
    const flüelen = await insertTeam(t.deps.db, "FC Flüelen", where);
    await place(flüelen.id, "gruppe nord");
    await place(flüelen.id, "Gruppe Nord");
    expect((await groups()).find(([name]) => String(name).toLowerCase() === "gruppe nord")).toEqual([
      "Gruppe Nord",
      ["FC Flüelen"],
    ]);
  });

  it("imports into the group of the same name in another case", async () => {
    const query = { season: SEASON, ...where, group: "GRUPPE süd" };
    const csv = ["Datum;Zeit;Heim;Gast;Ort", "14.03.2027;15:00;FC Altdorf;FC Seedorf;Sportplatz"].join("\n");
    const preview = await call(t.app, "POST", leagueOfficePaths.checkGroupImport(query), {
      cookie: office.cookie,
      csv,
    });
    expect(preview.status).toBe(200);
    // FC Altdorf is already in the group: no move.
    expect(preview.body.teams.map((x) => [x.name, x.current, x.isMove])).toEqual([
      ["FC Altdorf", "Uri, 5. Liga, Gruppe Süd", false],
      ["FC Seedorf", null, false],
    ]);
    const done = await call(t.app, "POST", leagueOfficePaths.importGroup(query), {
      cookie: office.cookie,
      csv,
    });
    expect(done.status).toBe(200);
    expect((await groups()).find(([name]) => name === "Gruppe Süd")?.[1]).toEqual([
      "FC Altdorf",
      "FC Bürglen",
      "FC Erstfeld",
      "FC Seedorf",
    ]);
    expect((await groups()).map(([name]) => name)).toEqual(["Gruppe Nord", "Gruppe Süd"]);
  });
});
