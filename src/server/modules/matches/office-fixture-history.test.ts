import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatLongDateTime, toZurichDateInput } from "#shared/format.ts";
import type { ErrorBody } from "#shared/http.ts";
import { type OfficeDecision, officePaths } from "#shared/league/office.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { LEAGUE_OFFICE_ONLY, NO_PERMISSION } from "../../auth/access.ts";
import { matches, teams } from "../../db/schema/index.ts";
import { call, type SignedUp, signUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { expectError } from "../../test/manage-actors.ts";
import { createClubWithTeam, createMatch } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// What the league office does to the fixtures it manages (between teams without a club) is its
// own decision, so each one is a line of its «Verlauf»: when, which match, what and why. And it
// reads such a fixture's own history as a club reads its match's.

let t: TestContext;
let office: SignedUp;
const DAY = 86_400_000;
const firstDay = new Date(Date.now() + 3 * DAY);
const season = seasonOf(firstDay);
const place = { season, canton: "Glarus", league: "5. Liga", group: "Gruppe 2" } as const;

function csvDate(days: number): string {
  const { date } = toZurichDateInput(new Date(firstDay.getTime() + days * DAY));
  const [year, month, day] = date.split("-");
  return `${day}.${month}.${year};15:00`;
}

let fixtures: Record<"north" | "south" | "east", string>;

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
  const csv = [
    "Datum;Zeit;Heim;Gast;Ort",
    `${csvDate(0)};Verlauf Nord;Verlauf Süd;Platz N`,
    `${csvDate(1)};Verlauf Süd;Verlauf Ost;Platz S`,
    `${csvDate(2)};Verlauf Ost;Verlauf Nord;Platz O`,
  ].join("\n");
  const imported = await call(t.app, "POST", leagueOfficePaths.importGroup(place), {
    cookie: office.cookie,
    csv,
  });
  expect(imported.status).toBe(200);
  const rows = await t.deps.db
    .select({ id: matches.id, home: teams.name })
    .from(matches)
    .innerJoin(teams, eq(teams.id, matches.homeTeamId))
    .where(inArray(teams.name, ["Verlauf Nord", "Verlauf Süd", "Verlauf Ost"]));
  const idOf = (name: string) => rows.find((r) => r.home === name)?.id ?? "";
  fixtures = { north: idOf("Verlauf Nord"), south: idOf("Verlauf Süd"), east: idOf("Verlauf Ost") };
});
afterAll(async () => {
  await t.close();
});

const stored = async (id: string) => (await t.deps.db.select().from(matches).where(eq(matches.id, id)))[0];

async function kickedOff(id: string): Promise<Date> {
  const matchDate = new Date(Date.now() - DAY);
  await t.deps.db.update(matches).set({ matchDate }).where(eq(matches.id, id));
  return matchDate;
}

/** The office's history, newest first. */
async function history(): Promise<OfficeDecision[]> {
  const res = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
  expect(res.status).toBe(200);
  return res.body.decisions;
}

/** The lines written after `before` lines, oldest first. */
async function newLines(before: number): Promise<OfficeDecision[]> {
  const all = await history();
  return all.slice(0, all.length - before).reverse();
}

describe("the office's Verlauf of the fixtures it manages", () => {
  it("names each schedule change with the match, what was done and the reason", async () => {
    const id = fixtures.south;
    const kickoff = (await stored(id))?.matchDate ?? new Date();
    const subject = `Verlauf Süd – Verlauf Ost, ${formatLongDateTime(kickoff)}`;
    const before = (await history()).length;

    const moved = new Date(firstDay.getTime() + 5 * DAY);
    const edited = await call(t.app, "PATCH", matchPaths.update(id), {
      cookie: office.cookie,
      body: {
        homeTeamId: (await stored(id))?.homeTeamId,
        awayTeamId: (await stored(id))?.awayTeamId,
        ...toZurichDateInput(moved),
        stadium: "Platz S2",
      },
    });
    expect(edited.status).toBe(200);
    const movedKickoff = (await stored(id))?.matchDate ?? new Date();
    const movedSubject = `Verlauf Süd – Verlauf Ost, ${formatLongDateTime(movedKickoff)}`;
    const postponed = await call(t.app, "POST", matchPaths.action(id, "postpone"), {
      cookie: office.cookie,
      body: { reason: "Platz gesperrt" },
    });
    expect(postponed.status).toBe(200);
    const restored = await call(t.app, "POST", matchPaths.action(id, "restore"), {
      cookie: office.cookie,
      body: { reason: "Platz wieder frei" },
    });
    expect(restored.status).toBe(200);
    const cancelled = await call(t.app, "POST", matchPaths.action(id, "cancel"), {
      cookie: office.cookie,
      body: { reason: "Mannschaft zurückgezogen" },
    });
    expect(cancelled.status).toBe(200);
    const deleted = await call(t.app, "DELETE", matchPaths.remove(id), {
      cookie: office.cookie,
      body: { reason: "Doppelt erfasst" },
    });
    expect(deleted.status).toBe(200);

    const lines = await newLines(before);
    expect(lines.map(({ action, subject, note }) => ({ action, subject, note }))).toEqual([
      {
        action: `Spiel bearbeitet: Anpfiff ${formatLongDateTime(kickoff)} → ${formatLongDateTime(movedKickoff)}; Stadion Platz S → Platz S2`,
        subject,
        note: null,
      },
      { action: "Spiel verschoben", subject: movedSubject, note: "Platz gesperrt" },
      { action: "Spiel wieder angesetzt", subject: movedSubject, note: "Platz wieder frei" },
      { action: "Spiel abgesagt", subject: movedSubject, note: "Mannschaft zurückgezogen" },
      { action: "Spiel gelöscht", subject: movedSubject, note: "Doppelt erfasst" },
    ]);
    for (const line of lines) {
      expect(Date.now() - new Date(line.createdAt).getTime()).toBeLessThan(60_000);
      expect(line.userName).toBe(lines[0]?.userName);
    }
  });

  it("names a postponement to a new date and a result, a forfeit the side that forfeited", async () => {
    const before = (await history()).length;
    const east = fixtures.east;
    const eastKickoff = (await stored(east))?.matchDate ?? new Date();
    const newDate = new Date(firstDay.getTime() + 9 * DAY);
    const postponed = await call(t.app, "POST", matchPaths.action(east, "postpone"), {
      cookie: office.cookie,
      body: { ...toZurichDateInput(newDate), reason: "" },
    });
    expect(postponed.status).toBe(200);
    const newKickoff = (await stored(east))?.matchDate ?? new Date();

    const north = fixtures.north;
    const northKickoff = await kickedOff(north);
    const forfeit = await call(t.app, "PUT", matchPaths.action(north, "result"), {
      cookie: office.cookie,
      body: { homeScore: 0, awayScore: 3, forfeit: "home", reason: "Nicht angetreten" },
    });
    expect(forfeit.status).toBe(200);
    const scored = await call(t.app, "PUT", matchPaths.action(north, "result"), {
      cookie: office.cookie,
      body: { homeScore: 2, awayScore: 1 },
    });
    expect(scored.status).toBe(200);
    // Saved again as it stands: nothing was decided, so the Verlauf gets no line.
    const again = await call(t.app, "PUT", matchPaths.action(north, "result"), {
      cookie: office.cookie,
      body: { homeScore: 2, awayScore: 1 },
    });
    expect(again.status).toBe(200);

    const lines = await newLines(before);
    const northSubject = `Verlauf Nord – Verlauf Süd, ${formatLongDateTime(northKickoff)}`;
    expect(lines.map(({ action, subject, note }) => ({ action, subject, note }))).toEqual([
      {
        action: `Spiel verschoben: ${formatLongDateTime(newKickoff)}`,
        subject: `Verlauf Ost – Verlauf Nord, ${formatLongDateTime(eastKickoff)}`,
        note: null,
      },
      {
        action: "Forfait gegen Verlauf Nord (Heimmannschaft), 0:3 gewertet",
        subject: northSubject,
        note: "Nicht angetreten",
      },
      // A correction names the score it replaced, so the Verlauf shows what the office changed.
      { action: "Endstand geändert: 0:3 → 2:1", subject: northSubject, note: null },
    ]);
  });

  it("a refused action and a club's change of its own match write no line", async () => {
    const before = (await history()).length;
    // Moved to its new kick-off above, it is not off: there is nothing to set again.
    const res = await call(t.app, "POST", matchPaths.action(fixtures.east, "restore"), {
      cookie: office.cookie,
      body: {},
    });
    expect(res.status).toBe(409);
    const tooLong = await call(t.app, "DELETE", matchPaths.remove(fixtures.east), {
      cookie: office.cookie,
      body: { reason: "x".repeat(501) },
    });
    expectError(tooLong, 400, MATCH_MESSAGES.reasonTooLong);
    expect(await stored(fixtures.east)).toBeTruthy();
    const club = await createClubWithTeam(t, 0);
    const [opponent] = await t.deps.db.select().from(teams).where(eq(teams.name, "Verlauf Nord"));
    const id = await createMatch(t, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponent?.id ?? "",
      days: 4,
    });
    const cancelled = await call(t.app, "POST", matchPaths.action(id, "cancel"), {
      cookie: club.cookie,
      body: { reason: "Platz gesperrt" },
    });
    expect(cancelled.status).toBe(200);
    expect((await history()).length).toBe(before);
  });
});

describe("a club's reason for «Löschen», «Wieder ansetzen» or «Endstand erfassen»", () => {
  it("is refused, not dropped: only the office's Verlauf keeps one, and a club's change writes none", async () => {
    const before = (await history()).length;
    const club = await createClubWithTeam(t, 0);
    const [opponent] = await t.deps.db.select().from(teams).where(eq(teams.name, "Verlauf Süd"));
    const pair = { homeTeamId: club.teamId, awayTeamId: opponent?.id ?? "" };
    const coming = await createMatch(t, club, { ...pair, days: 5 });
    const past = await createMatch(t, club, { ...pair, days: -1 });
    const cancel = await call(t.app, "POST", matchPaths.action(coming, "cancel"), {
      cookie: club.cookie,
      body: { reason: "Platz gesperrt" },
    });
    expect(cancel.status).toBe(200);
    const untouched = { coming: await stored(coming), past: await stored(past) };
    const writes = [
      () =>
        call<ErrorBody>(t.app, "POST", matchPaths.action(coming, "restore"), {
          cookie: club.cookie,
          body: { reason: "Platz wieder frei" },
        }),
      () =>
        call<ErrorBody>(t.app, "DELETE", matchPaths.remove(coming), {
          cookie: club.cookie,
          body: { reason: "Doppelt" },
        }),
      () =>
        call<ErrorBody>(t.app, "PUT", matchPaths.action(past, "result"), {
          cookie: club.cookie,
          body: { homeScore: 3, awayScore: 0, forfeit: "away", reason: "Nicht angetreten" },
        }),
    ];
    for (const write of writes) {
      const res = await write();
      expectError(res, 400, MATCH_MESSAGES.reasonOfficeOnly);
      expect(res.body.error.fields).toEqual({ reason: MATCH_MESSAGES.reasonOfficeOnly });
    }
    expect({ coming: await stored(coming), past: await stored(past) }).toEqual(untouched);
    // Without one, each is the club's to do.
    const restored = await call(t.app, "POST", matchPaths.action(coming, "restore"), {
      cookie: club.cookie,
      body: {},
    });
    expect(restored.status).toBe(200);
    expect((await history()).length).toBe(before);
  });
});

describe("the match history of a fixture the office manages", () => {
  it("the office reads it; nobody else does, and the office reads no club's match's", async () => {
    const id = fixtures.north;
    const res = await call(t.app, "GET", matchPaths.history(id), { cookie: office.cookie });
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(["Endstand erfasst", "Forfait erfasst"]),
    );
    expect(res.body.entries[0]).toMatchObject({ action: "Endstand erfasst", clubId: null });
    expect(res.body.entries[0]?.userName).toBeTruthy();

    expect((await call(t.app, "GET", matchPaths.history(id))).status).toBe(401);
    const fan = await signUp(t.app);
    const club = await createClubWithTeam(t, 0);
    for (const cookie of [fan.cookie, club.cookie]) {
      expectError(await call(t.app, "GET", matchPaths.history(id), { cookie }), 403, LEAGUE_OFFICE_ONLY);
    }

    const opponent = await createClubWithTeam(t, 0);
    const clubs = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponent.teamId });
    expectError(
      await call(t.app, "GET", matchPaths.history(clubs), { cookie: office.cookie }),
      403,
      NO_PERMISSION,
    );
  });
});
