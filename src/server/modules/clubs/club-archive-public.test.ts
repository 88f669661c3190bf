import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubPaths } from "#shared/clubs/paths.ts";
import { favoritePaths } from "#shared/favorites/paths.ts";
import { matchPath, matchPaths } from "#shared/matches/paths.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { playerPaths } from "#shared/players/paths.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { coaches, matchEvents, players } from "../../db/schema/index.ts";
import { serveClient } from "../../http/static-files.ts";
import { call, signUp } from "../../test/http.ts";
import { fileExists, uploadImage } from "../../test/manage-actors.ts";
import { createClubWithTeam, createMatch, type TestClub } from "../../test/match-fixtures.ts";
import { insertCoach } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A club deleted with results against other clubs is archived (its results stay in their
// tables), but its confirmation promises that its teams, players and coaches are deleted: none of
// them may stay public, and the kept matches still show with their score and events.

let t: TestContext;
let club: TestClub;
let other: TestClub;
let played: string;
let coachId: string;
let photo: string;
let fan: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "tschutti-client-"));
  writeFileSync(
    path.join(clientDir, "index.html"),
    '<!doctype html><html lang="de-CH"><head></head><body></body></html>',
  );
  serveClient(t.app, { clientDir, uploadsDir: t.uploadsDir });
  club = await createClubWithTeam(t, 2);
  other = await createClubWithTeam(t, 0);
  coachId = (await insertCoach(t.deps.db, { teamId: club.teamId })).id;
  photo = await uploadImage(t, club.cookie, "player");
  await t.deps.db
    .update(players)
    .set({ playerImageUrl: photo })
    .where(eq(players.id, club.playerIds[0] ?? ""));
  played = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: other.teamId, days: -2 });
  await call(t.app, "POST", matchPaths.action(played, "accept"), { cookie: other.cookie });
  const result = await call(t.app, "PUT", matchPaths.action(played, "result"), {
    cookie: club.cookie,
    body: { homeScore: 1, awayScore: 0 },
  });
  expect(result.status).toBe(200);
  await t.deps.db.insert(matchEvents).values({
    matchId: played,
    eventType: "goal",
    minute: 12,
    playerId: club.playerIds[0],
    teamSide: "home",
  });
  fan = await signUp(t.app);
  const favorite = await call(t.app, "POST", favoritePaths.add(), {
    cookie: fan.cookie,
    body: { teamId: club.teamId },
  });
  expect(favorite.status).toBe(201);

  const res = await call(t.app, "DELETE", clubPaths.remove(club.clubId), { cookie: club.cookie });
  expect(res.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe("a deleted club kept for its results", () => {
  it("leaves no team, player or coach of it public", async () => {
    const teamId = club.teamId;
    const playerId = club.playerIds[0] ?? "";
    for (const address of [
      teamPaths.detail(teamId),
      teamPaths.players(teamId),
      teamPaths.coaches(teamId),
      teamPaths.matches(teamId),
      teamPaths.calendar(teamId),
    ]) {
      const res = await call(t.app, "GET", address);
      expect({ address, status: res.status }).toEqual({ address, status: 404 });
      expect(res.body).toMatchObject({ error: { message: "Team wurde nicht gefunden." } });
    }
    expect((await call(t.app, "GET", playerPaths.detail(playerId))).status).toBe(404);
    expect((await t.app.request(`/vereine/${club.clubId}/teams/${teamId}`)).status).toBe(404);
    expect((await t.app.request(`/players/${playerId}`)).status).toBe(404);
  });

  it("deletes its players and coaches, and their photos", async () => {
    expect(await t.deps.db.select().from(players).where(inArray(players.id, club.playerIds))).toEqual([]);
    expect(await t.deps.db.select().from(coaches).where(eq(coaches.id, coachId))).toEqual([]);
    expect(fileExists(t, photo)).toBe(false);
  });

  it("takes the team out of its fans' favourites", async () => {
    const list = await call(t.app, "GET", favoritePaths.list(), { cookie: fan.cookie });
    expect(list.body.favorites).toEqual([]);
    const again = await call(t.app, "POST", favoritePaths.add(), {
      cookie: fan.cookie,
      body: { teamId: club.teamId },
    });
    expect(again.status).toBe(404);
  });

  it("keeps the match with its score and events, without links to the pages that are gone", async () => {
    const match = await call(t.app, "GET", matchPaths.detail(played));
    expect(match.status).toBe(200);
    expect(match.body.match).toMatchObject({ status: "completed", homeScore: 1, awayScore: 0 });
    expect(match.body.match.homeTeam).toMatchObject({ id: club.teamId, archived: true });
    expect(match.body.match.awayTeam).toMatchObject({ id: other.teamId, archived: false });
    const events = await call(t.app, "GET", matchPaths.events(played));
    expect(events.body.events).toEqual([
      expect.objectContaining({ type: "goal", minute: 12, teamSide: "home", player: null }),
    ]);
    expect((await t.app.request(matchPath(played))).status).toBe(200);
    // Its result stays in the table, as a row without a page to open.
    const season = seasonOf(new Date(Date.now() - 2 * 86_400_000));
    const table = await call(
      t.app,
      "GET",
      rankingPaths.table({ canton: "Zürich", league: "3. Liga", season }),
    );
    const rows = table.body.rows.filter((r) => r.teamId === club.teamId || r.teamId === other.teamId);
    expect(rows.map((r) => [r.teamId, r.played, r.archived])).toEqual([
      [club.teamId, 1, true],
      [other.teamId, 1, false],
    ]);
  });
});
