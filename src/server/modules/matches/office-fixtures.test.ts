import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeyPaths } from "#shared/api-keys/paths.ts";
import { toZurichDateInput } from "#shared/format.ts";
import { officePaths } from "#shared/league/office.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { OFFICE_FIXTURE_MESSAGES } from "#shared/matches/office-fixtures.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { LEAGUE_OFFICE_ONLY, NO_PERMISSION } from "../../auth/access.ts";
import { matchEvents, matches, teams } from "../../db/schema/index.ts";
import { call, type SignedUp, signUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { expectError } from "../../test/manage-actors.ts";
import { createClubWithTeam, createMatch, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The fixtures of a group the league office imported between teams the import created (no club)
// are the league office's to score, reschedule, call off and delete: no club has a say over them.
// The office gains no club's rights by it: a club's match stays the club's, and once a club
// claims one of the teams, that club manages the match as usual.

let t: TestContext;
let office: SignedUp;
let club: TestClub;
const DAY = 86_400_000;
const firstDay = new Date(Date.now() + 3 * DAY);
const season = seasonOf(firstDay);
const place = { season, canton: "Uri", league: "5. Liga", group: "Gruppe 1" } as const;

/** 'DD.MM.YYYY;HH:MM' in Zurich, `days` after the first fixture's day. */
function csvDate(days: number): string {
  const { date } = toZurichDateInput(new Date(firstDay.getTime() + days * DAY));
  const [year, month, day] = date.split("-");
  return `${day}.${month}.${year};15:00`;
}

/** The imported fixtures by home team: Alpha, Beta and Gamma each play one at home. */
let fixtures: Record<"alpha" | "beta" | "gamma", string>;

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
  club = await createClubWithTeam(t, 0);
  const csv = [
    "Datum;Zeit;Heim;Gast;Ort",
    `${csvDate(0)};Import Alpha;Import Beta;Platz A`,
    `${csvDate(1)};Import Beta;Import Gamma;Platz B`,
    `${csvDate(2)};Import Gamma;Import Alpha;Platz C`,
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
    .where(inArray(teams.name, ["Import Alpha", "Import Beta", "Import Gamma"]));
  const idOf = (name: string) => rows.find((r) => r.home === name)?.id ?? "";
  fixtures = { alpha: idOf("Import Alpha"), beta: idOf("Import Beta"), gamma: idOf("Import Gamma") };
});
afterAll(async () => {
  await t.close();
});

/** A fixture whose kick-off has passed, as it stands after its day. */
async function kickedOff(id: string): Promise<void> {
  await t.deps.db
    .update(matches)
    .set({ matchDate: new Date(Date.now() - DAY) })
    .where(eq(matches.id, id));
}
const stored = async (id: string) => (await t.deps.db.select().from(matches).where(eq(matches.id, id)))[0];
const teamId = async (name: string) =>
  (await t.deps.db.select({ id: teams.id }).from(teams).where(eq(teams.name, name)))[0]?.id ?? "";

describe("a fixture between two teams without a club", () => {
  it("nobody but the league office scores, calls off or deletes it; nothing changes meanwhile", async () => {
    const id = fixtures.alpha;
    await kickedOff(id);
    const fan = await signUp(t.app);
    const result = { homeScore: 2, awayScore: 1 };
    expect((await call(t.app, "PUT", matchPaths.action(id, "result"), { body: result })).status).toBe(401);
    for (const cookie of [fan.cookie, club.cookie]) {
      expectError(
        await call(t.app, "PUT", matchPaths.action(id, "result"), { cookie, body: result }),
        403,
        LEAGUE_OFFICE_ONLY,
      );
      expectError(await call(t.app, "DELETE", matchPaths.remove(id), { cookie }), 403, LEAGUE_OFFICE_ONLY);
    }
    expect(await stored(id)).toMatchObject({ status: "scheduled", homeScore: null });
  });

  it("a club's API key is told the fixture is the league office's, and changes nothing", async () => {
    const id = fixtures.alpha;
    await kickedOff(id);
    const created = await call(t.app, "POST", apiKeyPaths.create(club.clubId), {
      cookie: club.cookie,
      body: { name: "Resultatdienst", scopes: ["read", "results", "ticker"] },
    });
    expect(created.status).toBe(201);
    const headers = { authorization: `Bearer ${created.body.key}` };
    const body = { homeScore: 2, awayScore: 1 };
    expectError(
      await call(t.app, "PUT", matchPaths.action(id, "result"), { headers, body }),
      403,
      LEAGUE_OFFICE_ONLY,
    );
    expectError(await call(t.app, "GET", officePaths.clubs(""), { headers }), 403, LEAGUE_OFFICE_ONLY);
    expect(await stored(id)).toMatchObject({ status: "scheduled", homeScore: null });
  });

  it("the league office enters its result, and the group's table counts it", async () => {
    const id = fixtures.alpha;
    await kickedOff(id);
    // The console finds it as the schedule lists a group's played matches.
    const listed = await call(t.app, "GET", matchPaths.list({ scope: "past", limit: 500, ...place }));
    expect(listed.body.matches.map((m) => m.id)).toContain(id);
    const res = await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: office.cookie,
      body: { homeScore: 2, awayScore: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ match: { status: "completed", homeScore: 2, awayScore: 1 } });
    const table = await call(t.app, "GET", rankingPaths.table(place));
    const alpha = table.body.rows.find((r) => r.name === "Import Alpha");
    expect(alpha).toMatchObject({ played: 1, points: 3 });
    const history = await call(t.app, "GET", matchPaths.publicHistory(id));
    expect(history.body.entries[0]).toMatchObject({ action: "Endstand erfasst", clubId: null });
  });

  it("the league office reschedules, postpones, sets again, calls off and deletes it", async () => {
    const id = fixtures.beta;
    const before = await stored(id);
    const moved = await call(t.app, "PATCH", matchPaths.update(id), {
      cookie: office.cookie,
      body: {
        homeTeamId: before?.homeTeamId,
        awayTeamId: before?.awayTeamId,
        ...toZurichDateInput(new Date(firstDay.getTime() + 4 * DAY)),
        stadium: "Platz B2",
      },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ match: { stadium: "Platz B2" } });
    const postponed = await call(t.app, "POST", matchPaths.action(id, "postpone"), {
      cookie: office.cookie,
      body: { reason: "Platz gesperrt" },
    });
    expect(postponed.status).toBe(200);
    const restored = await call(t.app, "POST", matchPaths.action(id, "restore"), {
      cookie: office.cookie,
      body: {},
    });
    expect(restored.status).toBe(200);
    const cancelled = await call(t.app, "POST", matchPaths.action(id, "cancel"), {
      cookie: office.cookie,
      body: { reason: "Mannschaft zurückgezogen" },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ match: { status: "cancelled" } });
    expect((await call(t.app, "DELETE", matchPaths.remove(id), { cookie: office.cookie })).status).toBe(200);
    expect(await stored(id)).toBeUndefined();
  });

  it("the office's edit does not bring a club's team in, and its events stay the clubs' work", async () => {
    const id = fixtures.gamma;
    const before = await stored(id);
    const res = await call(t.app, "PATCH", matchPaths.update(id), {
      cookie: office.cookie,
      body: {
        homeTeamId: before?.homeTeamId,
        awayTeamId: club.teamId,
        ...toZurichDateInput(before?.matchDate ?? new Date()),
        stadium: "Platz C",
      },
    });
    expectError(res, 403, OFFICE_FIXTURE_MESSAGES.clubTeam);
    expect(await stored(id)).toEqual(before);
    await kickedOff(id);
    const goal = await call(t.app, "POST", matchPaths.addEvent(id), {
      cookie: office.cookie,
      body: { type: "comment", minute: 10, description: "Anpfiff verspätet", source: "report" },
    });
    expect(goal.status).toBe(403);
  });
  it("the office's forfeit takes the events a club entered along, as no one can delete them first", async () => {
    // Entered while a club managed the fixture (the office itself enters no events): the office
    // cannot delete them, so a forfeit that asked for that first could never be recorded.
    const id = fixtures.alpha;
    await kickedOff(id);
    await t.deps.db.insert(matchEvents).values([
      { matchId: id, eventType: "goal", minute: 12, teamSide: "home" },
      { matchId: id, eventType: "yellow_card", minute: 30, teamSide: "away" },
    ]);
    const res = await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: office.cookie,
      body: { homeScore: 0, awayScore: 3, forfeit: "home", reason: "Nicht angetreten" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      match: { status: "completed", homeScore: 0, awayScore: 3, forfeit: "home" },
    });
    expect(await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, id))).toEqual([]);
  });
});

describe("the league office has no club's rights", () => {
  it("a club's match stays the club's", async () => {
    const opponent = await createClubWithTeam(t, 0);
    const id = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponent.teamId, days: -2 });
    expectError(
      await call(t.app, "PUT", matchPaths.action(id, "result"), {
        cookie: office.cookie,
        body: { homeScore: 1, awayScore: 0 },
      }),
      403,
      NO_PERMISSION,
    );
    expectError(
      await call(t.app, "DELETE", matchPaths.remove(id), { cookie: office.cookie }),
      403,
      NO_PERMISSION,
    );
  });

  it("once a club claims one of the teams, that club manages the fixture and the office no longer", async () => {
    const id = fixtures.gamma;
    await kickedOff(id);
    await t.deps.db
      .update(teams)
      .set({ clubId: club.clubId })
      .where(eq(teams.id, await teamId("Import Gamma")));
    expectError(
      await call(t.app, "PUT", matchPaths.action(id, "result"), {
        cookie: office.cookie,
        body: { homeScore: 0, awayScore: 0 },
      }),
      403,
      NO_PERMISSION,
    );
    const own = await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: club.cookie,
      body: { homeScore: 0, awayScore: 0 },
    });
    expect(own.status).toBe(200);
  });
});
