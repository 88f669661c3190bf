import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GROUP_IMPORT_MESSAGES } from "#shared/league/group-csv.ts";
import { officePaths } from "#shared/league/office.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { matches, teams } from "../../db/schema/index.ts";
import { call, type SignedUp, signUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { expectError } from "../../test/manage-actors.ts";
import { insertClub, insertMatch, insertTeam } from "../../test/ranking-rows.ts";
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
    // FC Linth plays in the 5. Liga now (no counted matches: placed, not moved).
    expect(preview.body.teams.map((x) => [x.name, x.isNew, x.current, x.isMove])).toEqual([
      ["FC Linth", false, "Glarus, 5. Liga, Gruppe 1", false],
      ["SC Klöntal", true, null, false],
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
    // The league office's history says who imported what.
    const history = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
    expect(history.body.decisions[0]).toMatchObject({
      action: "Gruppe importiert: 2 Spiele, 2 Mannschaften eingeteilt, davon 1 neu (Saison 2026/27)",
      subject: "Glarus, 4. Liga, Gruppe 3",
    });
  });

  it("refuses a fixture twice in the file, and one that exists already, writing nothing", async () => {
    const before = await t.deps.db.select().from(matches);
    const again = [
      "Datum;Zeit;Heim;Gast",
      "28.03.2027;15:00;FC Linth;FC Neu im Tal",
      "28.03.2027;15:00;FC Linth;FC Neu im Tal",
      "14.03.2027;15:00;FC Linth;SC Klöntal",
    ].join("\n");
    const res = await call<{ errors: { line: number; message: string }[] }>(
      t.app,
      "POST",
      leagueOfficePaths.importGroup(query),
      { cookie: office.cookie, csv: again },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => [e.line, e.message])).toEqual([
      [3, GROUP_IMPORT_MESSAGES.duplicateRow(2)],
      [4, MATCH_MESSAGES.alreadyScheduled],
    ]);
    expect(await t.deps.db.select().from(matches)).toHaveLength(before.length);
  });

  it("refuses a fixture that stands in the schedule as a club's dialog does, and sets one called off again", async () => {
    const [linth] = await t.deps.db.select().from(teams).where(eq(teams.name, "FC Linth"));
    const [kloental] = await t.deps.db.select().from(teams).where(eq(teams.name, "SC Klöntal"));
    if (!linth || !kloental) throw new Error("teams of the first import missing");
    const kickoff = new Date("2027-05-02T13:00:00.000Z");
    await t.deps.db.insert(matches).values([
      { homeTeamId: kloental.id, awayTeamId: linth.id, matchDate: kickoff, status: "cancelled" },
      { homeTeamId: linth.id, awayTeamId: kloental.id, matchDate: kickoff, acceptance: "declined" },
    ]);
    const file = [
      "Datum;Zeit;Heim;Gast",
      "02.05.2027;15:00;SC Klöntal;FC Linth",
      "02.05.2027;15:00;FC Linth;SC Klöntal",
    ].join("\n");
    const preview = await call(t.app, "POST", leagueOfficePaths.checkGroupImport(query), {
      cookie: office.cookie,
      csv: file,
    });
    expect(preview.body.errors).toEqual([]);
    const done = await call(t.app, "POST", leagueOfficePaths.importGroup(query), {
      cookie: office.cookie,
      csv: file,
    });
    expect(done.body).toMatchObject({ imported: 2 });
  });

  it("writes a fixture once when the same file is imported twice at once (a double tap, two volunteers)", async () => {
    const before = await t.deps.db.select().from(matches);
    const file = ["Datum;Zeit;Heim;Gast", "09.05.2027;15:00;FC Linth;SC Klöntal"].join("\n");
    const both = await Promise.all(
      [1, 2].map(() =>
        call<{ errors?: { line: number; message: string }[] }>(
          t.app,
          "POST",
          leagueOfficePaths.importGroup(query),
          { cookie: office.cookie, csv: file },
        ),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(both.find((r) => r.status === 422)?.body.errors?.map((e) => [e.line, e.message])).toEqual([
      [2, MATCH_MESSAGES.alreadyScheduled],
    ]);
    expect(await t.deps.db.select().from(matches)).toHaveLength(before.length + 1);
  });

  it("takes two spellings of one team for one team: not against itself, not the same fixture twice", async () => {
    const club = await insertClub(t.deps.db, "SV Glärnisch");
    await insertTeam(t.deps.db, "Reserven", { clubId: club.id, canton: "Glarus", league: "5. Liga" });
    const file = [
      "Datum;Zeit;Heim;Gast",
      "14.04.2027;15:00;SV Glärnisch Reserven;Reserven",
      "15.04.2027;15:00;SV Glärnisch Reserven;SC Klöntal",
      "15.04.2027;15:00;Reserven;SC Klöntal",
    ].join("\n");
    const res = await call<{ errors: { line: number; message: string }[] }>(
      t.app,
      "POST",
      leagueOfficePaths.importGroup(query),
      { cookie: office.cookie, csv: file },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => [e.line, e.message])).toEqual([
      [2, GROUP_IMPORT_MESSAGES.sameTeams],
      [4, GROUP_IMPORT_MESSAGES.duplicateRow(3)],
    ]);
    const preview = await call(t.app, "POST", leagueOfficePaths.checkGroupImport(query), {
      cookie: office.cookie,
      csv: [
        "Datum;Zeit;Heim;Gast",
        "15.04.2027;15:00;SV Glärnisch Reserven;SC Klöntal",
        "22.04.2027;15:00;SC Klöntal;Reserven",
      ].join("\n"),
    });
    expect(preview.body.teams.map((x) => x.name)).toEqual(["SV Glärnisch Reserven", "SC Klöntal"]);
    const done = await call(t.app, "POST", leagueOfficePaths.importGroup(query), {
      cookie: office.cookie,
      csv: [
        "Datum;Zeit;Heim;Gast",
        "15.04.2027;15:00;SV Glärnisch Reserven;SC Klöntal",
        "22.04.2027;15:00;SC Klöntal;Reserven",
      ].join("\n"),
    });
    expect(done.body).toEqual({ imported: 2, placedTeams: 2, createdTeams: 0 });
  });

  it("says which teams it moves from a group where they have counted matches, and records each move", async () => {
    const sernf = await insertTeam(t.deps.db, "FC Sernf", { canton: "Glarus", league: "5. Liga" });
    const kerenzer = await insertTeam(t.deps.db, "FC Kerenzer", { canton: "Glarus", league: "5. Liga" });
    await insertMatch(t.deps.db, sernf.id, kerenzer.id, [2, 1]);
    const file = ["Datum;Zeit;Heim;Gast", "04.04.2027;15:00;FC Sernf;SC Klöntal"].join("\n");
    const preview = await call(t.app, "POST", leagueOfficePaths.checkGroupImport(query), {
      cookie: office.cookie,
      csv: file,
    });
    expect(preview.body.teams.map((x) => [x.name, x.current, x.isMove])).toEqual([
      ["FC Sernf", "Glarus, 5. Liga, Gruppe 1", true],
      ["SC Klöntal", "Glarus, 4. Liga, Gruppe 3", false],
    ]);
    expect(
      (await call(t.app, "POST", leagueOfficePaths.importGroup(query), { cookie: office.cookie, csv: file }))
        .status,
    ).toBe(200);
    const history = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
    expect(history.body.decisions.slice(0, 2).map((d) => [d.action, d.subject])).toEqual([
      [
        "Gruppe importiert: 1 Spiel, 2 Mannschaften eingeteilt, davon 0 neu (Saison 2026/27)",
        "Glarus, 4. Liga, Gruppe 3",
      ],
      [
        "Verschoben (Import): Glarus, 5. Liga, Gruppe 1 → Glarus, 4. Liga, Gruppe 3 (Saison 2026/27); die bisherigen Spiele bleiben in Gruppe 1",
        "FC Sernf",
      ],
    ]);
    // Its match stays in the 5. Liga's table for FC Kerenzer.
    const old = await call(
      t.app,
      "GET",
      rankingPaths.table({ ...query, league: "5. Liga", group: "Gruppe 1" }),
    );
    expect(old.body.rows.find((r) => r.teamName === "FC Kerenzer")).toMatchObject({ played: 1 });
  });
});
