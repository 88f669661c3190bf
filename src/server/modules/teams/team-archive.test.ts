import { readFileSync } from "node:fs";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubPaths } from "#shared/clubs/paths.ts";
import { coachPaths } from "#shared/coaches/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { seasonOf } from "#shared/matches/season.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { memberPaths } from "#shared/members/paths.ts";
import { playerPaths } from "#shared/players/paths.ts";
import type { LeagueTableResponse } from "#shared/rankings/types.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import {
  clubAdmins,
  clubInvites,
  coaches,
  matchEvents,
  players,
  teams as teamRows,
} from "../../db/schema/index.ts";
import { createInvite, joinClub } from "../../test/club-members.ts";
import { call } from "../../test/http.ts";
import { expectError, fileExists, uploadImage } from "../../test/manage-actors.ts";
import {
  createClubWithTeam,
  createMatch,
  createPlayers,
  createTeam,
  dialogDate,
  type TestClub,
} from "../../test/match-fixtures.ts";
import { insertCoach } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Deleting a team with completed matches archives it; its results stay in every
// opponent's table. A team without completed matches is still deleted for real.

let t: TestContext;
let a: TestClub;
let b: TestClub;

beforeAll(async () => {
  t = await createTestApp();
  a = await createClubWithTeam(t, 1);
  b = await createClubWithTeam(t, 1);
});
afterAll(async () => {
  await t.close();
});

const table = async () =>
  (
    await call<LeagueTableResponse>(
      t.app,
      "GET",
      `/api/rankings/table?canton=Z%C3%BCrich&league=3.%20Liga&season=${seasonOf(new Date())}`,
    )
  ).body.rows;

describe("deleting a team with completed matches", () => {
  it("archives it and leaves the opponents' tables unchanged", async () => {
    const played = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days: -1 });
    await call(t.app, "POST", matchPaths.action(played, "accept"), { cookie: b.cookie });
    const result = await call(t.app, "PUT", matchPaths.action(played, "result"), {
      cookie: a.cookie,
      body: { homeScore: 1, awayScore: 3 },
    });
    expect(result.status).toBe(200);
    const upcoming = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days: 5 });

    const teams = await call(t.app, "GET", teamPaths.clubTeams(a.clubId), {
      cookie: a.cookie,
    });
    expect(teams.body.teams.find((x) => x.id === a.teamId)?.completedMatchCount).toBe(1);
    const before = await table();
    const bRow = before.find((r) => r.teamId === b.teamId);
    expect(bRow).toMatchObject({ played: 1, won: 1, goalsFor: 3, goalsAgainst: 1, points: 3 });

    const res = await call(t.app, "DELETE", teamPaths.remove(a.teamId), { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: false, archived: true, id: a.teamId });

    // Every opponent's table is unchanged; the archived team stays in the season it played,
    // marked as archived (it has no page to link to any more).
    expect(await table()).toEqual(before.map((r) => (r.teamId === a.teamId ? { ...r, archived: true } : r)));
    const past = await call<{ matches: MatchSummary[] }>(t.app, "GET", `/api/matches?teamIds=${b.teamId}`);
    expect(past.body.matches.map((m) => m.id)).toContain(played);
    expect(past.body.matches.map((m) => m.id)).not.toContain(upcoming);
    expect((await call(t.app, "GET", matchPaths.detail(played))).status).toBe(200);

    // Gone from lists and forms.
    const own = await call(t.app, "GET", teamPaths.clubTeams(a.clubId), {
      cookie: a.cookie,
    });
    expect(own.body.teams.some((x) => x.id === a.teamId)).toBe(false);
    const options = await call(t.app, "GET", matchPaths.teamOptions(b.clubId), {
      cookie: b.cookie,
    });
    expect(options.body.otherTeams.some((x) => x.id === a.teamId)).toBe(false);
    const clubTeams = await call(t.app, "GET", clubPaths.teams(a.clubId));
    expect(clubTeams.body.teams.some((x) => x.id === a.teamId)).toBe(false);
    const newMatch = await call(t.app, "POST", matchPaths.create(b.clubId), {
      cookie: b.cookie,
      body: { homeTeamId: b.teamId, awayTeamId: a.teamId, date: "2030-01-05", time: "15:00", stadium: "X" },
    });
    expect(newMatch.status).toBe(400);
    // Deleting it again finds nothing.
    expect((await call(t.app, "DELETE", teamPaths.remove(a.teamId), { cookie: a.cookie })).status).toBe(404);
  });

  it("still deletes a team without completed matches for real", async () => {
    const spare = await createTeam(t, { clubId: b.clubId, name: "Reserve" });
    await createMatch(t, b, { homeTeamId: spare, awayTeamId: b.teamId, days: 4 });
    const res = await call(t.app, "DELETE", teamPaths.remove(spare), { cookie: b.cookie });
    expect(res.body).toEqual({ deleted: true, archived: false, id: spare });
    expect((await call(t.app, "GET", teamPaths.detail(spare))).status).toBe(404);
  });
});

describe("an archived team", () => {
  it("is deleted from everyone's view: its players and coaches go, its pages answer 404, its match stays", async () => {
    const home = await createClubWithTeam(t, 2);
    const away = await createClubWithTeam(t, 0);
    const coach = await insertCoach(t.deps.db, { teamId: home.teamId });
    const photo = await uploadImage(t, home.cookie, "player");
    const [scorer = "", other = ""] = home.playerIds;
    await t.deps.db.update(players).set({ playerImageUrl: photo }).where(eq(players.id, scorer));
    const played = await createMatch(t, home, { homeTeamId: home.teamId, awayTeamId: away.teamId, days: -1 });
    await call(t.app, "POST", matchPaths.action(played, "accept"), { cookie: away.cookie });
    await call(t.app, "PUT", matchPaths.action(played, "result"), {
      cookie: home.cookie,
      body: { homeScore: 2, awayScore: 0 },
    });
    await t.deps.db
      .insert(matchEvents)
      .values({ matchId: played, eventType: "goal", minute: 30, playerId: scorer, teamSide: "home" });

    const res = await call(t.app, "DELETE", teamPaths.remove(home.teamId), { cookie: home.cookie });
    expect(res.body).toEqual({ deleted: false, archived: true, id: home.teamId });

    expect(
      await t.deps.db
        .select()
        .from(players)
        .where(inArray(players.id, [scorer, other])),
    ).toEqual([]);
    expect(await t.deps.db.select().from(coaches).where(eq(coaches.id, coach.id))).toEqual([]);
    expect(fileExists(t, photo)).toBe(false);
    for (const address of [
      teamPaths.detail(home.teamId),
      teamPaths.players(home.teamId),
      teamPaths.coaches(home.teamId),
      teamPaths.matches(home.teamId),
      teamPaths.calendar(home.teamId),
      playerPaths.detail(scorer),
    ]) {
      expect({ address, status: (await call(t.app, "GET", address)).status }).toEqual({
        address,
        status: 404,
      });
    }
    // The club lives on; its page no longer lists the team.
    expect((await call(t.app, "GET", clubPaths.detail(home.clubId))).status).toBe(200);
    const match = await call(t.app, "GET", matchPaths.detail(played));
    expect(match.body.match).toMatchObject({ status: "completed", homeScore: 2, awayScore: 0 });
    expect(match.body.match.homeTeam).toMatchObject({ id: home.teamId, archived: true });
    const events = await call(t.app, "GET", matchPaths.events(played));
    expect(events.body.events).toEqual([
      expect.objectContaining({ type: "goal", teamSide: "home", player: null }),
    ]);
  });
});

describe("writes into an archived team", () => {
  it("are refused: no player, coach, import, fixture, edit or trainer goes to a team its club deleted", async () => {
    const home = await createClubWithTeam(t, 0);
    const away = await createClubWithTeam(t, 0);
    const kept = await createTeam(t, { clubId: home.clubId, name: "Bleibt" });
    const [moving = ""] = await createPlayers(t, kept, 1);
    const played = await createMatch(t, home, { homeTeamId: home.teamId, awayTeamId: away.teamId, days: -1 });
    await call(t.app, "POST", matchPaths.action(played, "accept"), { cookie: away.cookie });
    await call(t.app, "PUT", matchPaths.action(played, "result"), {
      cookie: home.cookie,
      body: { homeScore: 0, awayScore: 0 },
    });
    const removed = await call(t.app, "DELETE", teamPaths.remove(home.teamId), { cookie: home.cookie });
    expect(removed.body).toMatchObject({ archived: true });
    const archived = home.teamId;
    const cookie = home.cookie;
    const person = { firstName: "Neu", lastName: "Zugang" };

    // The team is a field of the player form: its own message, as for another club's team.
    const player = await call(t.app, "POST", playerPaths.create(home.clubId), {
      cookie,
      body: { ...person, teamId: archived },
    });
    expectError(player, 400, "Bitte wähle ein Team aus");
    const move = await call(t.app, "PATCH", playerPaths.update(moving), {
      cookie,
      body: { teamId: archived },
    });
    expectError(move, 400, "Bitte wähle ein Team aus");
    // The team in the address: not found.
    const coach = await call(t.app, "POST", coachPaths.create(archived), { cookie, body: person });
    expectError(coach, 404, "Team nicht gefunden");
    expectError(
      await call(t.app, "GET", coachPaths.teamCoaches(archived), { cookie }),
      404,
      "Team nicht gefunden",
    );
    const imported = await call(t.app, "POST", playerPaths.import(archived), {
      cookie,
      csv: "Vorname;Nachname\r\nLuca;Müller\r\n",
    });
    expectError(imported, 404, "Team nicht gefunden");
    const fixtures = await call(t.app, "POST", matchPaths.import(archived), {
      cookie,
      csv: `Datum;Zeit;Heim/Auswärts;Gegner;Ort\r\n01.06.2031;15:00;H;FC Neuling;\r\n`,
    });
    expectError(fixtures, 404, "Team nicht gefunden");
    const edit = await call(t.app, "PATCH", teamPaths.update(archived), {
      cookie,
      body: { name: "Wieder da", canton: "Zürich", league: "3. Liga" },
    });
    expectError(edit, 404, "Team nicht gefunden");
    const invite = await call(t.app, "POST", memberPaths.createInvite(home.clubId), {
      cookie,
      body: { role: "trainer", teamIds: [archived] },
    });
    expectError(invite, 400, "Mannschaft nicht gefunden");

    expect(await t.deps.db.select().from(players).where(eq(players.teamId, archived))).toEqual([]);
    expect(await t.deps.db.select().from(coaches).where(eq(coaches.teamId, archived))).toEqual([]);
    const [row] = await t.deps.db
      .select({ name: teamRows.name })
      .from(teamRows)
      .where(eq(teamRows.id, archived));
    expect(row?.name).not.toBe("Wieder da");
  });
});

describe("deleting a team with agreed fixtures against another club", () => {
  it("cancels them for both clubs with a reason instead of taking them out of the other club's schedule", async () => {
    const home = await createClubWithTeam(t, 0);
    const away = await createClubWithTeam(t, 0);
    const agreed = await createMatch(t, home, { homeTeamId: home.teamId, awayTeamId: away.teamId, days: 9 });
    expect(
      (await call(t.app, "POST", matchPaths.action(agreed, "accept"), { cookie: away.cookie })).status,
    ).toBe(200);
    // The other club asked to move it; that question goes with the fixture.
    const moved = await call(t.app, "PATCH", matchPaths.update(agreed), {
      cookie: away.cookie,
      body: {
        homeTeamId: home.teamId,
        awayTeamId: away.teamId,
        ...dialogDate(10),
        stadium: "Sportplatz Test",
      },
    });
    expect(moved.status).toBe(202);
    const request = await createMatch(t, home, {
      homeTeamId: home.teamId,
      awayTeamId: away.teamId,
      days: 12,
    });

    const res = await call(t.app, "DELETE", teamPaths.remove(home.teamId), { cookie: home.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: false, archived: true, id: home.teamId });

    const kept = await call(t.app, "GET", matchPaths.detail(agreed));
    expect(kept.status).toBe(200);
    expect(kept.body.match).toMatchObject({ status: "cancelled" });
    expect(kept.body.match.cancellationReason).toMatch(/gelöscht/);
    const schedule = await call(t.app, "GET", matchPaths.clubMatches(away.clubId), { cookie: away.cookie });
    const ids = schedule.body.matches.map((m: { id: string }) => m.id);
    expect(ids).toContain(agreed);
    // A request the other club never accepted was no agreement: it goes.
    expect(ids).not.toContain(request);
    const proposals = await call(t.app, "GET", matchPaths.clubProposals(away.clubId), {
      cookie: away.cookie,
    });
    const question = proposals.body.proposals.find((p: { matchId: string | null }) => p.matchId === agreed);
    expect(question?.status).toBe("declined");
    const history = await call(t.app, "GET", matchPaths.publicHistory(agreed));
    expect(history.body.entries.map((e: { action: string }) => e.action)).toContain("Spiel abgesagt");
  });
});

describe("a Trainer of a deleted team", () => {
  it("no longer names it, whether the team went for real or was archived", async () => {
    const club = await createClubWithTeam(t, 0);
    const rival = await createClubWithTeam(t, 0);
    const kept = await createTeam(t, { clubId: club.clubId, name: "Bleibt" });
    const spare = await createTeam(t, { clubId: club.clubId, name: "Geht ganz" });
    const trainer = await joinClub(t, club.cookie, club.clubId, {
      role: "trainer",
      teamIds: [club.teamId, kept, spare],
    });
    const waiting = await createInvite(t, club.cookie, club.clubId, {
      role: "trainer",
      teamIds: [spare, kept],
    });
    // club.teamId played against another club: it is archived; spare has no record: it goes.
    const played = await createMatch(t, club, {
      homeTeamId: club.teamId,
      awayTeamId: rival.teamId,
      days: -2,
    });
    await call(t.app, "POST", matchPaths.action(played, "accept"), { cookie: rival.cookie });
    await call(t.app, "PUT", matchPaths.action(played, "result"), {
      cookie: club.cookie,
      body: { homeScore: 0, awayScore: 0 },
    });
    expect(
      (await call(t.app, "DELETE", teamPaths.remove(club.teamId), { cookie: club.cookie })).body,
    ).toMatchObject({
      archived: true,
    });
    expect(
      (await call(t.app, "DELETE", teamPaths.remove(spare), { cookie: club.cookie })).body,
    ).toMatchObject({
      deleted: true,
    });

    const [member] = await t.deps.db
      .select({ teamIds: clubAdmins.teamIds })
      .from(clubAdmins)
      .where(eq(clubAdmins.userId, trainer.userId));
    expect(member?.teamIds).toEqual([kept]);
    const [invite] = await t.deps.db
      .select({ teamIds: clubInvites.teamIds })
      .from(clubInvites)
      .where(eq(clubInvites.id, waiting.id));
    expect(invite?.teamIds).toEqual([kept]);
  });
});

describe("a team archived before its people went with it", () => {
  it("loses its players, coaches and Trainer references by the migration, other teams keep theirs", async () => {
    const club = await createClubWithTeam(t, 2);
    const other = await createTeam(t, { clubId: club.clubId, name: "Bleibt" });
    const [keeper] = await createPlayers(t, other, 1);
    const coach = await insertCoach(t.deps.db, { teamId: club.teamId });
    const trainer = await joinClub(t, club.cookie, club.clubId, {
      role: "trainer",
      teamIds: [club.teamId, other],
    });
    // As archiving did before: the team row marked, everything else left.
    await t.deps.db.update(teamRows).set({ archivedAt: new Date() }).where(eq(teamRows.id, club.teamId));

    const migration = readFileSync(
      new URL("../../db/migrations/0032_archived-teams-people.sql", import.meta.url),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) {
      await t.deps.db.execute(sql.raw(statement));
    }

    expect(await t.deps.db.select().from(players).where(inArray(players.id, club.playerIds))).toEqual([]);
    expect(await t.deps.db.select().from(coaches).where(eq(coaches.id, coach.id))).toEqual([]);
    expect(await t.deps.db.select({ id: players.id }).from(players).where(eq(players.teamId, other))).toEqual(
      [{ id: keeper }],
    );
    const [member] = await t.deps.db
      .select({ teamIds: clubAdmins.teamIds })
      .from(clubAdmins)
      .where(eq(clubAdmins.userId, trainer.userId));
    expect(member?.teamIds).toEqual([other]);
  });
});
