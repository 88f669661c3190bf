import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_MESSAGES } from "#shared/csv.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { IMPORT_MESSAGES, type PlayerImportPreview } from "#shared/players/csv.ts";
import { playerPaths } from "#shared/players/paths.ts";
import { PLAYER_MESSAGES } from "#shared/players/schema.ts";
import { clubs, matches, players, teams } from "../../db/schema/index.ts";
import { CSV_TOO_LARGE } from "../../http/csv-import.ts";
import { joinClub } from "../../test/club-members.ts";
import { call } from "../../test/http.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let club: TestClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await createClubWithTeam(t, 0);
});
afterAll(async () => {
  await t.close();
});

async function upload(
  teamId: string,
  csv: string,
  options: { dryRun?: boolean; cookie?: string; type?: string } = {},
) {
  const res = await t.app.request(
    `/api/manage/teams/${teamId}/players/import${options.dryRun ? "?dryRun=1" : ""}`,
    {
      method: "POST",
      headers: {
        origin: "http://localhost:3000",
        "content-type": options.type ?? "text/csv; charset=utf-8",
        cookie: options.cookie ?? club.cookie,
      },
      body: csv,
    },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function countPlayers(teamId: string) {
  return (await t.deps.db.select().from(players).where(eq(players.teamId, teamId))).length;
}

const GOOD_EXCEL =
  "\uFEFFVorname;Nachname;Position;Rückennummer;Jahrgang;Im Verein seit;Einverständnis\r\n" +
  "Luca;Müller;Stürmer;9;2001;2019;nein\r\n" +
  "Noah;Keller;Torwart;1;1999;2015;ja\r\n";

describe("player CSV import", () => {
  it("previews with ?dryRun=1 and writes nothing", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Vorschau" });
    const res = await upload(teamId, GOOD_EXCEL, { dryRun: true });
    expect(res.status).toBe(200);
    const preview = res.body as unknown as PlayerImportPreview;
    expect(preview.errors).toEqual([]);
    expect(
      preview.rows.map((r) => [r.line, r.firstName, r.lastName, r.playerNumber, r.mediaConsent]),
    ).toEqual([
      [2, "Luca", "Müller", 9, false],
      [3, "Noah", "Keller", 1, true],
    ]);
    expect(await countPlayers(teamId)).toBe(0);
  });

  it("imports comma-separated UTF-8 without BOM", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Komma" });
    const res = await upload(teamId, "Vorname,Nachname,Jahrgang\nMia,Zürcher,2002\nLea,Bär,\n");
    expect(res).toEqual({ status: 200, body: { imported: 2 } });
    expect(await countPlayers(teamId)).toBe(2);
  });

  it("reports German errors per row and imports nothing when one row is bad", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Fehler" });
    const csv = `${GOOD_EXCEL}Tim;;Libero;120;1900;2019;vielleicht\r\nEva;Frei;Verteidiger;100;2000;2018;nein\r\n`;
    const preview = await upload(teamId, csv, { dryRun: true });
    const errors = (preview.body as unknown as PlayerImportPreview).errors;
    // Every fault of a row at once, not only the first column found wrong.
    expect(errors.map((e) => [e.line, e.column])).toEqual([
      [4, "Einverständnis"],
      [4, "Nachname"],
      [4, "Position"],
      [4, "Rückennummer"],
      [4, "Geburtsjahr"],
      [5, "Rückennummer"],
    ]);
    expect(errors.map((e) => e.message)).toEqual([
      "Bitte «ja» oder «nein».",
      "Vor- und Nachname sind erforderlich",
      IMPORT_MESSAGES.position,
      "Die Rückennummer muss zwischen 1 und 99 liegen",
      "Geburtsjahr muss mindestens 1950 sein",
      "Die Rückennummer muss zwischen 1 und 99 liegen",
    ]);

    const commit = await upload(teamId, csv);
    expect(commit.status).toBe(422);
    expect(commit.body).toMatchObject({
      error: { code: "validation", message: "Die Datei enthält Fehler; es wurde nichts importiert." },
    });
    expect(await countPlayers(teamId)).toBe(0);
  });

  it("rolls the whole import back when the database refuses a row", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Rollback" });
    // A trigger stands in for a row the database refuses after the first insert succeeded.
    await t.deps.sql.unsafe(`
      create function refuse_keller() returns trigger language plpgsql as $$
      begin if new.last_name = 'Keller' then raise exception 'refused'; end if; return new; end $$;
      create trigger refuse_keller before insert on players for each row execute function refuse_keller();`);
    try {
      const res = await upload(teamId, GOOD_EXCEL);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await countPlayers(teamId)).toBe(0);
    } finally {
      await t.deps.sql.unsafe("drop trigger refuse_keller on players; drop function refuse_keller();");
    }
  });

  it("names a shirt number the team already gives, or the file twice, in the preview and writes nothing", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Nummern" });
    await t.deps.db.insert(players).values({ teamId, firstName: "Tim", lastName: "Vogel", playerNumber: 9 });
    const csv = "Vorname;Nachname;Rückennummer\r\nLuca;Müller;9\r\nNoah;Keller;7\r\nMia;Frei;7\r\n";
    const preview = await upload(teamId, csv, { dryRun: true });
    expect(preview.status).toBe(200);
    const { rows, errors } = preview.body as unknown as PlayerImportPreview;
    expect(rows.map((r) => r.lastName)).toEqual(["Keller"]);
    expect(errors).toEqual([
      { line: 2, column: "Rückennummer", message: PLAYER_MESSAGES.numberTaken },
      { line: 4, column: "Rückennummer", message: IMPORT_MESSAGES.numberTwiceInFile(7, 3) },
    ]);
    const commit = await upload(teamId, csv);
    expect(commit.status).toBe(422);
    expect(commit.body.errors).toEqual(errors);
    expect(await countPlayers(teamId)).toBe(1);
  });

  it("names the row when a number is taken between the check and the write", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Nummernrennen" });
    // A trigger stands in for another write that gives Keller's number away just before his insert.
    await t.deps.sql.unsafe(`
      create function take_keller_number() returns trigger language plpgsql as $$
      begin
        if new.last_name = 'Keller' then
          insert into players (team_id, first_name, last_name, player_number)
          values (new.team_id, 'Eilig', 'Eilig', new.player_number);
        end if;
        return new;
      end $$;
      create trigger take_keller_number before insert on players for each row execute function take_keller_number();`);
    try {
      const res = await upload(teamId, GOOD_EXCEL);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { line: 3, column: "Rückennummer", message: PLAYER_MESSAGES.numberTaken },
      ]);
      expect(await countPlayers(teamId)).toBe(0);
    } finally {
      await t.deps.sql.unsafe(
        "drop trigger take_keller_number on players; drop function take_keller_number();",
      );
    }
  });

  it("needs the columns, a CSV body, and the right to manage the team", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Rechte" });
    const missing = await upload(teamId, "Name;Jahrgang\nLuca;2001\n", { dryRun: true });
    expect((missing.body as unknown as PlayerImportPreview).errors[0]?.message).toBe(
      "Die Spalte «Vorname» fehlt.",
    );
    expect((await upload(teamId, GOOD_EXCEL, { type: "application/octet-stream" })).status).toBe(415);
    const redaktion = await joinClub(t, club.cookie, club.clubId, { role: "redaktion" });
    expect((await upload(teamId, GOOD_EXCEL, { cookie: redaktion.cookie })).status).toBe(403);
    const trainer = await joinClub(t, club.cookie, club.clubId, { role: "trainer", teamIds: [teamId] });
    expect((await upload(teamId, GOOD_EXCEL, { cookie: trainer.cookie })).status).toBe(200);
  });
});

async function uploadBytes(teamId: string, bytes: Uint8Array, dryRun: boolean) {
  const res = await t.app.request(`/api/manage/teams/${teamId}/players/import${dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    headers: { origin: "http://localhost:3000", "content-type": "text/csv", cookie: club.cookie },
    body: Buffer.from(bytes),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("CSV files as they come", () => {
  it("refuses a NUL byte with a German 400 naming the line, in the preview and the import", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Nullzeichen" });
    const csv = "Vorname;Nachname\r\nLuca;Müller\r\nNoah;Kel\u0000ler\r\n";
    for (const dryRun of [true, false]) {
      const res = await upload(teamId, csv, { dryRun });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { message: CSV_MESSAGES.nul(3) } });
    }
    expect(await countPlayers(teamId)).toBe(0);
  });

  it("tells who chose the Excel workbook, or another file that is no CSV, to save it as CSV", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Arbeitsmappe" });
    // The first bytes of an .xlsx (a ZIP), an old .xls, a PDF and a phone photo (JPEG).
    const xlsx = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00]);
    const xls = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00, 0x00, 0x00]);
    const pdf = new TextEncoder().encode("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n");
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    for (const dryRun of [true, false]) {
      for (const workbook of [xlsx, xls]) {
        const res = await uploadBytes(teamId, workbook, dryRun);
        expect(res.status).toBe(415);
        expect(res.body).toMatchObject({ error: { message: CSV_MESSAGES.workbook } });
      }
      for (const other of [pdf, jpeg]) {
        const res = await uploadBytes(teamId, other, dryRun);
        expect(res.status).toBe(415);
        expect(res.body).toMatchObject({ error: { message: IMPORT_MESSAGES.notCsv } });
      }
    }
    expect(await countPlayers(teamId)).toBe(0);
  });

  it("says an empty file is empty, instead of naming columns it lacks", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Leer" });
    // Nothing at all, and what Excel saves from an empty sheet: a BOM and empty rows.
    for (const csv of ["", "\uFEFF\r\n;;\r\n\r\n"]) {
      for (const dryRun of [true, false]) {
        const res = await upload(teamId, csv, { dryRun });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ error: { message: CSV_MESSAGES.emptyFile } });
      }
    }
    expect(await countPlayers(teamId)).toBe(0);
  });

  it("refuses an unclosed quote with a German error naming its line instead of swallowing the rest", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Anführung" });
    const csv = 'Vorname;Nachname\r\nLuca;Müller\r\nNoah;"Keller\r\nMia;Frei\r\nLea;Bär\r\n';
    for (const dryRun of [true, false]) {
      const res = await upload(teamId, csv, { dryRun });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { message: CSV_MESSAGES.unclosedQuote(3) } });
    }
    expect(await countPlayers(teamId)).toBe(0);
  });

  it("reads a Windows-1252 file from Swiss Excel right: «Hansjörg Bühler» with his shirt number", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Windows" });
    const text = "Vorname;Nachname;Rückennummer;Jahrgang\r\nHansjörg;Bühler;7;1990\r\nRené;Zürcher;11;\r\n";
    // Every character here is Latin-1, which Windows-1252 encodes byte for byte.
    const bytes = Uint8Array.from([...text].map((ch) => ch.charCodeAt(0)));
    const preview = await uploadBytes(teamId, bytes, true);
    expect(preview.status).toBe(200);
    const rows = (preview.body as unknown as PlayerImportPreview).rows;
    expect(rows.map((r) => [r.firstName, r.lastName, r.playerNumber])).toEqual([
      ["Hansjörg", "Bühler", 7],
      ["René", "Zürcher", 11],
    ]);
    expect((await uploadBytes(teamId, bytes, false)).status).toBe(200);
    const stored = await t.deps.db.select().from(players).where(eq(players.teamId, teamId));
    expect(stored.map((p) => `${p.firstName} ${p.lastName} ${p.playerNumber}`).sort()).toEqual([
      "Hansjörg Bühler 7",
      "René Zürcher 11",
    ]);
  });

  it("reads UTF-8 with a BOM and names the right column in errors", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Spalten" });
    const bytes = new TextEncoder().encode("\uFEFFNachname;Vorname;Rückennummer\r\nBühler;Hansjörg;abc\r\n");
    const preview = await uploadBytes(teamId, Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes.slice(3)]), true);
    expect(preview.status).toBe(200);
    const errors = (preview.body as unknown as PlayerImportPreview).errors;
    expect(errors.map((e) => [e.line, e.column])).toEqual([[2, "Rückennummer"]]);
  });
});

describe("a file over 1 MB", () => {
  it("is refused with the import's own message, sent with its length or streamed", async () => {
    const teamId = await createTeam(t, { clubId: club.clubId, name: "Gross" });
    const big = `Vorname;Nachname\r\n${"Luca;Müller\r\n".repeat(90_000)}`;
    expect(new TextEncoder().encode(big).byteLength).toBeGreaterThan(1024 * 1024);
    for (const type of ["text/csv", "text/plain"]) {
      const res = await upload(teamId, big, { dryRun: true, type });
      expect(res).toEqual({
        status: 413,
        body: { error: expect.objectContaining({ code: "too_large", message: CSV_TOO_LARGE }) },
      });
    }
    const chunk = new TextEncoder().encode("Luca;Müller\r\n".repeat(5_000));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 2 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = await t.app.request(`/api/manage/teams/${teamId}/players/import`, {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "text/csv", cookie: club.cookie },
      body,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ error: { message: CSV_TOO_LARGE } });
    expect(await countPlayers(teamId)).toBe(0);
  });
});

describe("the club's own export, imported again", () => {
  it("adds no player twice: the team's own are already there, another team's rows are named", async () => {
    const own = await createClubWithTeam(t, 0);
    const seniors = await createTeam(t, { clubId: own.clubId, name: "Senioren 30+" });
    const first = await createTeam(t, { clubId: own.clubId, name: "1. Mannschaft Import" });
    await upload(seniors, "Vorname;Nachname;Jahrgang\nPascal;Ammann;1991\n", { cookie: own.cookie });
    await upload(first, "Vorname;Nachname;Jahrgang\nLuca;Meier;2001\n", { cookie: own.cookie });
    const exported = await t.app.request(`/api/manage/clubs/${own.clubId}/players.csv`, {
      headers: { cookie: own.cookie },
    });
    const csv = await exported.text();

    const preview = await upload(first, csv, { dryRun: true, cookie: own.cookie });
    const { rows, errors } = preview.body as unknown as PlayerImportPreview;
    expect(rows).toEqual([]);
    expect(errors.map((e) => [e.column, e.message])).toEqual(
      expect.arrayContaining([
        ["Mannschaft", IMPORT_MESSAGES.otherTeam("Senioren 30+", "1. Mannschaft Import")],
        ["Nachname", IMPORT_MESSAGES.alreadyInTeam("Luca Meier")],
      ]),
    );
    expect(await countPlayers(first)).toBe(1);
  });
});

describe("the club's own export with formula-like names, imported again", () => {
  it("takes the names back as they were: the export's apostrophe is not part of them", async () => {
    const own = await createClubWithTeam(t, 0);
    const team = await createTeam(t, { clubId: own.clubId, name: "+Plus Senioren" });
    for (const [firstName, lastName] of [
      ["+Plus", "Meier"],
      ["Anna", "=Gleich"],
      ["'Apo", "Strophe"],
    ] as const) {
      await t.deps.db.insert(players).values({ teamId: team, firstName, lastName });
    }
    const exported = await t.app.request(`/api/manage/clubs/${own.clubId}/players.csv`, {
      headers: { cookie: own.cookie },
    });
    const csv = await exported.text();
    expect(csv).toContain(`"'+Plus"`);

    const preview = await upload(team, csv, { dryRun: true, cookie: own.cookie });
    const { rows, errors } = preview.body as unknown as PlayerImportPreview;
    expect(rows).toEqual([]);
    // In the export's order, by last name; no row is «another team's».
    expect(errors.map((e) => [e.column, e.message])).toEqual([
      ["Nachname", IMPORT_MESSAGES.alreadyInTeam("Anna =Gleich")],
      ["Nachname", IMPORT_MESSAGES.alreadyInTeam("+Plus Meier")],
      ["Nachname", IMPORT_MESSAGES.alreadyInTeam("'Apo Strophe")],
    ]);
    expect(await countPlayers(team)).toBe(3);
  });
});

describe("CSV export", () => {
  it("exports players and fixtures for Excel", async () => {
    const res = await t.app.request(`/api/manage/clubs/${club.clubId}/players.csv`, {
      headers: { cookie: club.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await res.arrayBuffer());
    // The BOM makes Excel read UTF-8 (Response.text() would drop it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("Mannschaft;Vorname;Nachname")).toBe(true);
    expect(text).toContain("Luca;Müller");
    const matches = await t.app.request(`/api/manage/clubs/${club.clubId}/matches.csv`, {
      headers: { cookie: club.cookie },
    });
    expect((await matches.text()).startsWith("Datum;Zeit;Heim;Gast")).toBe(true);
    const visitor = await t.app.request(`/api/manage/clubs/${club.clubId}/players.csv`);
    expect(visitor.status).toBe(401);
  });

  it("neutralises cells that a spreadsheet would run as a formula (OWASP CSV injection)", async () => {
    const teamId = await createTeam(t, {
      clubId: club.clubId,
      name: '=HYPERLINK("https://evil.example","Klick")',
    });
    for (const [firstName, lastName] of [
      ["+41", "@SUM(A1)"],
      ["-2+3", "\tTab"],
      ["\rCR", "Normal"],
    ] as const) {
      await t.deps.db.insert(players).values({ teamId, firstName, lastName });
    }
    const res = await t.app.request(`/api/manage/clubs/${club.clubId}/players.csv`, {
      headers: { cookie: club.cookie },
    });
    const text = await res.text();
    const cells = text.split(/;|\r\n/);
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""Klick"")"`);
    for (const dangerous of ["+41", "@SUM(A1)", "-2+3", "\tTab", "\rCR"]) {
      expect(text).toContain(`"'${dangerous}"`);
    }
    expect(cells.some((cell) => /^[=+\-@\t\r]/.test(cell))).toBe(false);
    const matchesCsv = await t.app.request(`/api/manage/clubs/${club.clubId}/matches.csv`, {
      headers: { cookie: club.cookie },
    });
    expect(await matchesCsv.text()).not.toMatch(/(^|;|\n)=HYPERLINK/);
  });
});

describe("German order of the club's players", () => {
  it("lists «Çelik» before «Zürcher» in the players tab and the export, not by bytes", async () => {
    const orderClub = await createClubWithTeam(t, 0);
    const teamId = await createTeam(t, { clubId: orderClub.clubId, name: "Reihenfolge" });
    await t.deps.db
      .insert(players)
      .values(
        ["Zürcher", "Çelik", "Özil", "Ammann"].map((lastName) => ({ teamId, firstName: "Kim", lastName })),
      );
    const list = await call(t.app, "GET", playerPaths.clubPlayers(orderClub.clubId), {
      cookie: orderClub.cookie,
    });
    expect(list.body.players.map((p) => p.lastName)).toEqual(["Ammann", "Çelik", "Özil", "Zürcher"]);
    const res = await t.app.request(`/api/manage/clubs/${orderClub.clubId}/players.csv`, {
      headers: { cookie: orderClub.cookie },
    });
    const lines = (await res.text()).trim().split(/\r?\n/);
    expect(lines.slice(1).map((line) => line.split(";")[2])).toEqual(["Ammann", "Çelik", "Özil", "Zürcher"]);
  });
});

describe("export columns", () => {
  it("names the clubs of a match between clubs and counts yellow-red cards in a column of their own", async () => {
    const home = await createClubWithTeam(t, 1);
    const away = await createClubWithTeam(t, 0);
    await t.deps.db.update(clubs).set({ clubName: "FC Seeblick" }).where(eq(clubs.id, home.clubId));
    await t.deps.db.update(clubs).set({ clubName: "SC Bergdorf" }).where(eq(clubs.id, away.clubId));
    await t.deps.db.update(teams).set({ name: "1. Mannschaft" }).where(eq(teams.id, home.teamId));
    await t.deps.db.update(teams).set({ name: "1. Mannschaft" }).where(eq(teams.id, away.teamId));
    const matchId = await createMatch(t, home, {
      homeTeamId: home.teamId,
      awayTeamId: away.teamId,
      days: -1,
    });
    await t.deps.db.update(matches).set({ acceptance: "accepted" }).where(eq(matches.id, matchId));
    const card = await call(t.app, "POST", matchPaths.addEvent(matchId), {
      cookie: home.cookie,
      body: { type: "yellowRedCard", minute: 70, playerId: home.playerIds[0] },
    });
    expect(card.status).toBe(201);

    const schedule = await t.app.request(`/api/manage/clubs/${home.clubId}/matches.csv`, {
      headers: { cookie: home.cookie },
    });
    const [, row] = (await schedule.text()).trim().split(/\r?\n/);
    expect(row?.split(";").slice(2, 4)).toEqual(["FC Seeblick 1. Mannschaft", "SC Bergdorf 1. Mannschaft"]);

    const roster = await t.app.request(`/api/manage/clubs/${home.clubId}/players.csv`, {
      headers: { cookie: home.cookie },
    });
    const [header, player] = (await roster.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    const columns = header?.split(";") ?? [];
    expect(columns.slice(-5)).toEqual(["Tore", "Assists", "Gelb", "Gelb-Rot", "Rot"]);
    expect(player?.split(";")[columns.indexOf("Gelb-Rot")]).toBe("1");
    expect(player?.split(";")[columns.indexOf("Rot")]).toBe("0");
  });
});
