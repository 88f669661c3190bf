import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GROUP_IMPORT_MESSAGES } from "#shared/league/group-csv.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { matches, teams } from "../../db/schema/index.ts";
import { call, type SignedUp, signUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { expectError } from "../../test/manage-actors.ts";
import { insertTeam } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The league office imports a group's teams and fixtures by CSV.

let t: TestContext;
let office: SignedUp;
const SEASON = 2026;
const query = { season: SEASON, canton: "Glarus" as const, league: "4. Liga" as const, group: "Gruppe 3" };

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
  await insertTeam(t.deps.db, "FC Linth", { canton: "Glarus", league: "5. Liga" });
});
afterAll(async () => {
  await t.close();
});

const csv = [
  "Datum;Zeit;Heim;Gast;Ort",
  "14.03.2027;15:00;FC Linth;SC Klöntal;Sportplatz Linth",
  "21.03.2027;16:00;SC Klöntal;FC Linth;",
].join("\n");

describe("the group import", () => {
  it("refuses anyone else, a past season, and a file with errors, writing nothing", async () => {
    const fan = await signUp(t.app);
    expectError(
      await call(t.app, "POST", leagueOfficePaths.checkGroupImport(query), {
        cookie: fan.cookie,
        csv,
      }),
      403,
      "Nur für die Spielleitung",
    );
    const bad = [
      "Datum;Zeit;Heim;Gast",
      "14.03.2027;15:00;FC Linth;FC Linth",
      "01.08.2027;15:00;FC Linth;SC Klöntal",
    ].join("\n");
    const res = await call<{ errors: { line: number; message: string }[] }>(
      t.app,
      "POST",
      leagueOfficePaths.importGroup(query),
      { cookie: office.cookie, csv: bad },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => [e.line, e.message])).toEqual([
      [2, GROUP_IMPORT_MESSAGES.sameTeams],
      [3, GROUP_IMPORT_MESSAGES.outsideSeason("2026/27")],
    ]);
    expect(await t.deps.db.select().from(teams).where(eq(teams.name, "SC Klöntal"))).toEqual([]);
  });

  it("previews, then places the teams in the group and creates the fixtures", async () => {
    const preview = await call(t.app, "POST", leagueOfficePaths.checkGroupImport(query), {
      cookie: office.cookie,
      csv,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.teams.map((x) => [x.name, x.isNew])).toEqual([
      ["FC Linth", false],
      ["SC Klöntal", true],
    ]);
    expect(preview.body.rows).toHaveLength(2);

    const done = await call(t.app, "POST", leagueOfficePaths.importGroup(query), {
      cookie: office.cookie,
      csv,
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ imported: 2, placedTeams: 2, createdTeams: 1 });

    const table = await call(t.app, "GET", rankingPaths.table({ ...query }));
    expect(table.body.rows.map((r) => r.teamName).sort()).toEqual(["FC Linth", "SC Klöntal"]);
    const [linth] = await t.deps.db.select().from(teams).where(eq(teams.name, "FC Linth"));
    expect(linth?.league).toBe("4. Liga");
    const created = await t.deps.db.select().from(matches);
    expect(created.map((m) => [m.status, m.competition, m.acceptance])).toEqual([
      ["scheduled", "league", "accepted"],
      ["scheduled", "league", "accepted"],
    ]);
  });
});
