import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_IMPORT_MESSAGES } from "#shared/matches/csv.ts";
import { lastMatchYear, matchDateRangeMessage } from "#shared/matches/match-date-range.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { clubs, matches, teams } from "../../db/schema/index.ts";
import { joinClub } from "../../test/club-members.ts";
import { call, signUp } from "../../test/http.ts";
import { createClubWithTeam, createTeam, dialogDate, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let club: TestClub;
let rival: TestClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await createClubWithTeam(t, 0);
  rival = await createClubWithTeam(t, 0);
  await t.deps.db.update(clubs).set({ clubName: "FC Heim" }).where(eq(clubs.id, club.clubId));
  await t.deps.db.update(clubs).set({ clubName: "FC Rivalen" }).where(eq(clubs.id, rival.clubId));
});
afterAll(async () => {
  await t.close();
});

/** 'TT.MM.JJJJ' `days` from now in Zurich. */
function swissDate(days: number): string {
  const [y, m, d] = dialogDate(days).date.split("-");
  return `${d}.${m}.${y}`;
}

async function matchesOf(teamId: string) {
  return t.deps.db
    .select()
    .from(matches)
    .where(or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)));
}

async function rivalName() {
  const [row] = await t.deps.db.select({ name: teams.name }).from(teams).where(eq(teams.id, rival.teamId));
  return `FC Rivalen ${row?.name ?? ""}`;
}

describe("fixture CSV import", () => {
  it("previews with ?dryRun=1 (BOM, semicolons, existing and new opponents) and writes nothing", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Vorschau" });
    const csv =
      "\uFEFFDatum;Zeit;Heim/Auswärts;Gegner;Ort\r\n" +
      `${swissDate(10)};14:30;H;${await rivalName()};\r\n` +
      `${swissDate(17)};19:00;A;FC Neuling;Sportplatz Au\r\n`;
    const res = await call(t.app, "POST", matchPaths.importPreview(teamId), {
      cookie: club.cookie,
      csv,
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([]);
    expect(
      res.body.rows.map((r) => [
        r.line,
        r.time,
        r.isHome,
        r.homeTeamName,
        /Vorschau$/.test(r.awayTeamName),
        r.isNewOpponent,
      ]),
    ).toEqual([
      [2, "14:30", true, expect.stringMatching(/Vorschau$/), false, false],
      [3, "19:00", false, "FC Neuling", true, true],
    ]);
    expect(res.body.rows[0]?.awayTeamName).toBe(await rivalName());
    // The dialog's stadium suggestion when Ort is empty; the file's Ort otherwise.
    expect(res.body.rows[0]?.stadium).toBe("Stadion FC Heim");
    expect(res.body.rows[1]?.stadium).toBe("Sportplatz Au");
    expect(await matchesOf(teamId)).toHaveLength(0);
  });

  it("an away row without Ort is played on the home club's ground", async () => {
    await t.deps.db
      .update(clubs)
      .set({ stadiumName: "Sportanlage Rivalen" })
      .where(eq(clubs.id, rival.clubId));
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Auswärts" });
    const csv = `Datum;Zeit;Heim/Auswärts;Gegner;Ort\n${swissDate(10)};14:30;A;${await rivalName()};\n`;
    const res = await call(t.app, "POST", matchPaths.importPreview(teamId), { cookie: club.cookie, csv });
    expect(res.status).toBe(200);
    expect(res.body.rows[0]?.stadium).toBe("Sportanlage Rivalen");
    await t.deps.db.update(clubs).set({ stadiumName: null }).where(eq(clubs.id, rival.clubId));
  });

  it("imports comma-separated rows in one go and creates a new opponent once", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Komma" });
    const csv =
      "Datum,Zeit,H/A,Gegner,Stadion\n" +
      `${swissDate(5)},10:15,H,SC Einmal,\n` +
      `${swissDate(12)},16:00,A,sc einmal,Allmend\n`;
    const res = await call(t.app, "POST", matchPaths.import(teamId), { cookie: club.cookie, csv });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 2, createdOpponents: 1 });
    const list = await matchesOf(teamId);
    expect(list).toHaveLength(2);
    const opponents = await t.deps.db.select().from(teams).where(eq(teams.name, "SC Einmal"));
    expect(opponents).toHaveLength(1);
    expect(opponents[0]).toMatchObject({ clubId: null, createdByClubId: club.clubId, league: "3. Liga" });
    expect(list.every((m) => m.status === "scheduled" && m.createdByClubId === club.clubId)).toBe(true);
    // The schedule lists them like manual matches.
    const schedule = await call(t.app, "GET", matchPaths.clubMatches(club.clubId), { cookie: club.cookie });
    expect(schedule.body.matches.map((m) => m.stadium)).toContain("Allmend");
  });

  it("reports German errors per row and rolls back everything on a bad row", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Fehler" });
    const csv =
      "Datum;Zeit;H/A;Gegner\n" +
      `${swissDate(5)};10:15;H;FC Gut\n` +
      "31.02.2027;25:00;X;\n" +
      `${swissDate(6)};09:00;A;Fehler\n`;
    const preview = await call(t.app, "POST", matchPaths.importPreview(teamId), {
      cookie: club.cookie,
      csv,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.errors).toEqual([
      { line: 3, column: "Datum", message: "Datum fehlt oder ist ungültig (TT.MM.JJJJ)" },
      { line: 3, column: "Zeit", message: "Zeit fehlt oder ist ungültig (HH:MM)" },
      { line: 3, column: "Heim/Auswärts", message: "Heim/Auswärts: bitte «H» (Heim) oder «A» (Auswärts)" },
      { line: 3, column: "Gegner", message: "Gegner fehlt" },
      { line: 4, column: "Gegner", message: "Der Gegner ist die eigene Mannschaft" },
    ]);
    const commit = await call<{ error: { message: string }; errors: unknown[] }>(
      t.app,
      "POST",
      matchPaths.import(teamId),
      {
        cookie: club.cookie,
        csv,
      },
    );
    expect(commit.status).toBe(422);
    expect(commit.body.error.message).toBe("Die Datei enthält Fehler; es wurde nichts importiert.");
    expect(commit.body.errors).toHaveLength(5);
    expect(await matchesOf(teamId)).toHaveLength(0);
    expect(await t.deps.db.select().from(teams).where(eq(teams.name, "FC Gut"))).toHaveLength(0);
  });

  it("names a fixture the file has twice, or the schedule has already, and doubles nothing", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Doppelt" });
    const csv =
      "Datum;Zeit;H/A;Gegner\n" +
      `${swissDate(20)};14:30;H;${await rivalName()}\n` +
      `${swissDate(27)};19:00;A;SC Zweimal\n`;
    const first = await call(t.app, "POST", matchPaths.import(teamId), { cookie: club.cookie, csv });
    expect(first.body).toEqual({ imported: 2, createdOpponents: 1 });

    // The same file again, with a row that repeats another (the opponent spelt otherwise).
    const again = `${csv}${swissDate(34)};15:00;H;FC Neu\n${swissDate(34)};15:00;H;fc  neu\n`;
    const preview = await call(t.app, "POST", matchPaths.importPreview(teamId), {
      cookie: club.cookie,
      csv: again,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.errors).toEqual([
      { line: 2, message: FIXTURE_IMPORT_MESSAGES.alreadyScheduled },
      { line: 3, message: FIXTURE_IMPORT_MESSAGES.alreadyScheduled },
      { line: 5, message: FIXTURE_IMPORT_MESSAGES.twiceInFile(4) },
    ]);
    expect(preview.body.rows.map((r) => r.line)).toEqual([4]);
    const commit = await call<{ errors: unknown[] }>(t.app, "POST", matchPaths.import(teamId), {
      cookie: club.cookie,
      csv: again,
    });
    expect(commit.status).toBe(422);
    expect(commit.body.errors).toEqual(preview.body.errors);
    expect(await matchesOf(teamId)).toHaveLength(2);
  });

  it("takes a fixture again whose match was cancelled or declined, or that is played the other way round", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Neu angesetzt" });
    const rows = [
      `${swissDate(40)};14:30;H;SC Abgesagt`,
      `${swissDate(41)};14:30;H;SC Abgelehnt`,
      `${swissDate(42)};14:30;H;SC Rückspiel`,
    ];
    const csv = `Datum;Zeit;H/A;Gegner\n${rows.join("\n")}\n`;
    expect((await call(t.app, "POST", matchPaths.import(teamId), { cookie: club.cookie, csv })).status).toBe(
      200,
    );
    const [cancelled, declined] = (await matchesOf(teamId)).sort((a, b) => +a.matchDate - +b.matchDate);
    await t.deps.db
      .update(matches)
      .set({ status: "cancelled" })
      .where(eq(matches.id, cancelled?.id ?? ""));
    await t.deps.db
      .update(matches)
      .set({ acceptance: "declined" })
      .where(eq(matches.id, declined?.id ?? ""));

    const again = `Datum;Zeit;H/A;Gegner\n${rows[0]}\n${rows[1]}\n${swissDate(42)};14:30;A;SC Rückspiel\n`;
    const preview = await call(t.app, "POST", matchPaths.importPreview(teamId), {
      cookie: club.cookie,
      csv: again,
    });
    expect(preview.body.errors).toEqual([]);
    expect(preview.body.rows.map((r) => r.line)).toEqual([2, 3, 4]);
  });

  it("takes the club's «Spielplan und Resultate» export (Heim and Gast), as the schedule tab wrote it", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Export" });
    const other = await createTeam(t, { clubId: club.clubId, name: "Andere" });
    const rival = await rivalName();
    const first = `${swissDate(12)};14:30;FC Heim Export;${rival};Sportplatz Au\r\n`;
    const csv =
      "\uFEFFDatum;Zeit;Heim;Gast;Stadion;Status;Tore Heim;Tore Gast\r\n" +
      first +
      `${swissDate(19)};19:00;FC Neuling;FC Heim Export;;Geplant;;\r\n` +
      `${swissDate(26)};19:00;FC Heim Andere;FC Neuling;;Geplant;;\r\n`;
    const preview = await call(t.app, "POST", matchPaths.importPreview(teamId), { cookie: club.cookie, csv });
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((r) => [r.line, r.homeTeamName, r.awayTeamName])).toEqual([
      [2, "FC Heim Export", rival],
      [3, "FC Neuling", "FC Heim Export"],
    ]);
    expect(preview.body.errors).toEqual([
      { line: 4, column: "Heim", message: FIXTURE_IMPORT_MESSAGES.notThisTeam("FC Heim Export") },
    ]);

    // The team's rows alone go in; exported again unchanged, they are in the schedule already.
    const own = csv.split("\r\n").slice(0, 3).join("\r\n");
    expect(
      (await call(t.app, "POST", matchPaths.import(teamId), { cookie: club.cookie, csv: own })).status,
    ).toBe(200);
    expect(await matchesOf(teamId)).toHaveLength(2);
    const again = await call(t.app, "POST", matchPaths.importPreview(teamId), {
      cookie: club.cookie,
      csv: own,
    });
    expect(again.body.errors.map((e) => [e.line, e.message])).toEqual([
      [2, FIXTURE_IMPORT_MESSAGES.alreadyScheduled],
      [3, FIXTURE_IMPORT_MESSAGES.alreadyScheduled],
    ]);
    expect(await matchesOf(other)).toHaveLength(0);
  });

  it("names a date before 2000 or beyond ten years ahead in its row and imports nothing", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Zeitreise" });
    const csv =
      "Datum;Zeit;H/A;Gegner\n" +
      "01.01.1900;10:00;H;FC Früher\n" +
      `01.01.${lastMatchYear() + 1};10:00;H;FC Später\n` +
      `${swissDate(5)};10:00;H;FC Jetzt\n`;
    const preview = await call(t.app, "POST", matchPaths.importPreview(teamId), { cookie: club.cookie, csv });
    expect(preview.body.errors).toEqual([
      { line: 2, column: "Datum", message: matchDateRangeMessage() },
      { line: 3, column: "Datum", message: matchDateRangeMessage() },
    ]);
    const commit = await call(t.app, "POST", matchPaths.import(teamId), { cookie: club.cookie, csv });
    expect(commit.status).toBe(422);
    expect(await matchesOf(teamId)).toHaveLength(0);
  });

  it("refuses a missing column, an empty file and a non-CSV body", async () => {
    const missing = await call(t.app, "POST", matchPaths.importPreview(club.teamId), {
      cookie: club.cookie,
      csv: "Datum;Zeit;Gegner\n01.01.2030;10:00;X\n",
    });
    expect(missing.body.errors).toEqual([
      { line: 1, column: "Heim/Auswärts", message: "Die Spalte «Heim/Auswärts» fehlt." },
    ]);
    const empty = await call(t.app, "POST", matchPaths.importPreview(club.teamId), {
      cookie: club.cookie,
      csv: "Datum;Zeit;H/A;Gegner\n",
    });
    expect(empty.body.errors).toEqual([{ line: 1, message: "Die Datei enthält keine Spiele." }]);
    const json = await call(t.app, "POST", matchPaths.importPreview(club.teamId), {
      cookie: club.cookie,
      body: { a: 1 },
    });
    expect(json.status).toBe(415);
  });

  it("needs the right to schedule matches of the team's club", async () => {
    const csv = `Datum;Zeit;H/A;Gegner\n${swissDate(8)};10:00;H;FC Fremd\n`;
    const fan = await signUp(t.app, { accountType: "fan" });
    const redaktion = await joinClub(t, club.cookie, club.clubId, { role: "redaktion" });
    const ticker = await joinClub(t, club.cookie, club.clubId, { role: "ticker" });
    for (const cookie of [fan.cookie, rival.cookie, redaktion.cookie]) {
      const res = await call(t.app, "POST", matchPaths.import(club.teamId), { cookie, csv });
      expect(res.status).toBe(403);
    }
    expect((await call(t.app, "POST", matchPaths.import(club.teamId), { csv })).status).toBe(401);
    expect(await matchesOf(club.teamId)).toHaveLength(0);
    const allowed = await call(t.app, "POST", matchPaths.import(club.teamId), { cookie: ticker.cookie, csv });
    expect(allowed.status).toBe(200);
    expect(await matchesOf(club.teamId)).toHaveLength(1);
  });
});
