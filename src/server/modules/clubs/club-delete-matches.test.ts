import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubPaths } from "#shared/clubs/paths.ts";
import { CLUB_MESSAGES } from "#shared/clubs/schema.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { TEAM_MESSAGES } from "#shared/teams/schema.ts";
import { clubs, matches, teams } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { expectError } from "../../test/manage-actors.ts";
import { createClubWithTeam, createMatch, createTeam } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Matches no longer cascade with a team (teams with results are archived), but deleting a
// whole club still takes its schedule along instead of failing on the foreign key.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("deleting a club with matches", () => {
  it("removes the club's matches, also those against another club, and keeps the other club's team", async () => {
    const club = await createClubWithTeam(t, 0);
    const other = await createClubWithTeam(t, 0);
    const second = await createTeam(t, { clubId: club.clubId, name: "Zweite" });
    const own = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: second });
    const request = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: other.teamId });

    const res = await call(t.app, "DELETE", clubPaths.remove(club.clubId), { cookie: club.cookie });
    expect(res.status).toBe(200);
    expect(
      await t.deps.db
        .select()
        .from(matches)
        .where(inArray(matches.id, [own, request])),
    ).toEqual([]);
    expect(await t.deps.db.select({ id: teams.id }).from(teams).where(eq(teams.id, other.teamId))).toEqual([
      { id: other.teamId },
    ]);
  });

  it("keeps the deleted club's agreed results in its opponents' table rows", async () => {
    const club = await createClubWithTeam(t, 0);
    const other = await createClubWithTeam(t, 0);
    const played = await createMatch(t, club, {
      homeTeamId: club.teamId,
      awayTeamId: other.teamId,
      days: -4,
    });
    expect(
      (await call(t.app, "POST", matchPaths.action(played, "accept"), { cookie: other.cookie })).status,
    ).toBe(200);
    const result = await call(t.app, "PUT", matchPaths.action(played, "result"), {
      cookie: club.cookie,
      body: { homeScore: 1, awayScore: 2 },
    });
    expect(result.status).toBe(200);
    const upcoming = await createMatch(t, club, {
      homeTeamId: club.teamId,
      awayTeamId: other.teamId,
      days: 6,
    });
    await call(t.app, "POST", matchPaths.action(upcoming, "accept"), { cookie: other.cookie });
    const season = seasonOf(new Date(Date.now() - 4 * 86_400_000));
    const table = () =>
      call(t.app, "GET", rankingPaths.table({ canton: "Zürich", league: "3. Liga", season }));
    const rowOf = async (teamId: string) =>
      (await table()).body.rows.find((r: { teamId: string }) => r.teamId === teamId);
    const before = await rowOf(other.teamId);
    expect(before).toMatchObject({ played: 1, won: 1, points: 3 });

    const res = await call(t.app, "DELETE", clubPaths.remove(club.clubId), { cookie: club.cookie });
    expect(res.status).toBe(200);

    expect(await rowOf(other.teamId)).toEqual(before);
    // The agreed fixture stays in the other club's schedule, called off with the reason.
    const kept = await t.deps.db
      .select({ id: matches.id, status: matches.status })
      .from(matches)
      .where(inArray(matches.id, [played, upcoming]))
      .orderBy(matches.matchDate);
    expect(kept).toEqual([
      { id: played, status: "completed" },
      { id: upcoming, status: "cancelled" },
    ]);
    // The club is gone for the public and its members; its archived team shows in no list.
    expect((await call(t.app, "GET", clubPaths.detail(club.clubId))).status).toBe(404);
    const [team] = await t.deps.db
      .select({ archivedAt: teams.archivedAt })
      .from(teams)
      .where(eq(teams.id, club.teamId));
    expect(team?.archivedAt).not.toBeNull();
    const [row] = await t.deps.db
      .select({ archivedAt: clubs.archivedAt })
      .from(clubs)
      .where(eq(clubs.id, club.clubId));
    expect(row?.archivedAt).not.toBeNull();
  });

  it("calls off an agreed fixture against another club instead of taking it out of that club's schedule", async () => {
    const club = await createClubWithTeam(t, 0);
    const other = await createClubWithTeam(t, 0);
    const upcoming = await createMatch(t, club, {
      homeTeamId: other.teamId,
      awayTeamId: club.teamId,
      days: 3,
    });
    expect(
      (await call(t.app, "POST", matchPaths.action(upcoming, "accept"), { cookie: other.cookie })).status,
    ).toBe(200);

    const res = await call(t.app, "DELETE", clubPaths.remove(club.clubId), { cookie: club.cookie });
    expect(res.status).toBe(200);

    const schedule = await call(t.app, "GET", matchPaths.clubMatches(other.clubId), { cookie: other.cookie });
    const fixture = schedule.body.matches.find((m: { id: string }) => m.id === upcoming);
    expect(fixture).toMatchObject({ status: "cancelled" });
    // A club that never got its name is named as its page names it, not «».
    expect(fixture?.cancellationReason).toBe("Der Verein «Unbenannter Verein» wurde gelöscht.");
    expect((await call(t.app, "GET", clubPaths.detail(club.clubId))).status).toBe(404);
  });

  it("is refused while one of its matches is live, for the club and for the team, and nothing goes", async () => {
    // The ticker's fans would watch a match vanish mid-game (or, agreed with another club, stay
    // live for ever without a club to end it).
    for (const agreed of [false, true]) {
      const club = await createClubWithTeam(t, 0);
      const other = agreed ? await createClubWithTeam(t, 0) : null;
      const opponent = other?.teamId ?? (await createTeam(t, { clubId: club.clubId, name: "Zweite" }));
      const live = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponent, days: 0 });
      if (other) {
        const accept = await call(t.app, "POST", matchPaths.action(live, "accept"), { cookie: other.cookie });
        expect(accept.status).toBe(200);
      }
      const start = await call(t.app, "POST", matchPaths.liveAction(live, "start"), { cookie: club.cookie });
      expect(start.status).toBe(200);

      expectError(
        await call(t.app, "DELETE", clubPaths.remove(club.clubId), { cookie: club.cookie }),
        409,
        CLUB_MESSAGES.playingNow,
      );
      expectError(
        await call(t.app, "DELETE", teamPaths.remove(club.teamId), { cookie: club.cookie }),
        409,
        TEAM_MESSAGES.playingNow,
      );
      expect((await call(t.app, "GET", clubPaths.detail(club.clubId))).status).toBe(200);
      expect((await call(t.app, "GET", matchPaths.detail(live))).body.match).toMatchObject({
        status: "live",
      });

      // Once the match is over, the club may go.
      expect(
        (await call(t.app, "POST", matchPaths.liveAction(live, "end"), { cookie: club.cookie })).status,
      ).toBe(200);
      expect(
        (await call(t.app, "DELETE", clubPaths.remove(club.clubId), { cookie: club.cookie })).status,
      ).toBe(200);
    }
  });
});
