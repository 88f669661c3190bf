import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { lineupPaths } from "#shared/lineups/paths.ts";
import { LINEUP_MESSAGES } from "#shared/lineups/schema.ts";
import type { MatchStartingLineups, SaveLineupResult } from "#shared/lineups/types.ts";
import { matches, matchLineupEntries, realtimeLog } from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import {
  createClubWithTeam,
  createMatch,
  createPlayers,
  createTeam,
  type TestClub,
} from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let owner: TestClub;
let other: TestClub;
let fan: { cookie: string };
let opponentId: string;
let matchId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createClubWithTeam(t, 14);
  other = await createClubWithTeam(t, 3);
  fan = await signUp(t.app, { accountType: "fan" });
  opponentId = await createTeam(t, { clubId: null, name: "SC Ohne Kader", createdByClubId: owner.clubId });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  matchId = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 1 });
});

const put = (side: string, body: unknown, cookie = owner.cookie, id = matchId) =>
  call<SaveLineupResult & ErrorBody>(t.app, "PUT", `/api/manage/matches/${id}/lineups/${side}`, {
    cookie,
    body,
  });

const starter = (playerId: string, extra: Record<string, unknown> = {}) => ({ playerId, ...extra });

async function rowCount() {
  return (await t.deps.db.select().from(matchLineupEntries).where(eq(matchLineupEntries.matchId, matchId)))
    .length;
}

describe("PUT /api/manage/matches/:id/lineups/:side", () => {
  it("saves eleven starters with captain and goalkeeper and a bench; the public read shows them", async () => {
    const ids = owner.playerIds;
    const starters = ids
      .slice(0, 11)
      .map((id, i) => starter(id, { isGoalkeeper: i === 0, isCaptain: i === 5 }));
    const res = await put("home", { starters, bench: ids.slice(11).map((id) => starter(id)) });
    expect(res.status).toBe(200);
    expect(res.body.lineup?.starters).toHaveLength(11);
    expect(res.body.lineup?.bench).toHaveLength(3);

    const read = await call<MatchStartingLineups>(t.app, "GET", lineupPaths.starting(matchId));
    expect(read.status).toBe(200);
    expect(read.body.home?.starters[0]).toMatchObject({
      playerId: ids[0],
      isGoalkeeper: true,
      shirtNumber: 1,
    });
    expect(read.body.home?.starters[5]?.isCaptain).toBe(true);
    expect(read.body.home?.starters[0]?.name).toMatch(/^Vorname1 Nachname/);
    expect(read.body.away).toBeNull();

    // Fans' pages apply the frame as it comes: it carries the side's line-up as the read shows it.
    const logged = await t.deps.db.select().from(realtimeLog).where(eq(realtimeLog.matchId, matchId));
    const frame = logged.find((row) => row.kind === "lineup");
    expect(frame?.payload).toEqual({ matchId, side: "home", lineup: read.body.home });
  });

  it("behind an Idempotency-Key (as the live control sends it) writes in the key's savepoint", async () => {
    // A savepoint of its own would be a round trip more while the match row is locked.
    const savepoints: string[] = [];
    t.deps.sql.options.debug = (_connection: number, query: string) => {
      if (query.trim().toLowerCase().startsWith("savepoint")) savepoints.push(query);
    };
    try {
      const starters = owner.playerIds.slice(0, 11).map((id) => starter(id));
      const res = await call<SaveLineupResult>(t.app, "PUT", lineupPaths.save(matchId, "home"), {
        cookie: owner.cookie,
        headers: { "idempotency-key": "aufstellung-1" },
        body: { starters, bench: [] },
      });
      expect(res.status).toBe(200);
      expect(res.body.lineup?.starters).toHaveLength(11);
    } finally {
      t.deps.sql.options.debug = false;
    }
    expect(savepoints).toHaveLength(1);
  });

  it("refuses a twelfth starter in German and keeps the line-up unchanged", async () => {
    await put("home", { starters: [starter(owner.playerIds[0] ?? "")] });
    const res = await put("home", { starters: owner.playerIds.slice(0, 12).map((id) => starter(id)) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(LINEUP_MESSAGES.tooManyStarters);
    expect(await rowCount()).toBe(1);
  });

  it("keeps every player the match's events name: removing one is refused and changes nothing", async () => {
    const live = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 0 });
    const [goalkeeper, scorer, sub, ...rest] = owner.playerIds as [string, string, string, ...string[]];
    const eleven = [goalkeeper, scorer, ...rest.slice(0, 9)].map((id) => starter(id));
    expect((await put("home", { starters: eleven, bench: [starter(sub)] }, owner.cookie, live)).status).toBe(
      200,
    );
    await call(t.app, "POST", `/api/manage/matches/${live}/live/start`, { cookie: owner.cookie });
    const change = await call(t.app, "POST", `/api/manage/matches/${live}/events`, {
      cookie: owner.cookie,
      body: {
        type: "substitution",
        minute: 1,
        teamSide: "home",
        playerId: scorer,
        playerInId: sub,
        source: "live",
      },
    });
    expect(change.status).toBe(201);
    const without = await put(
      "home",
      { starters: eleven.filter((e) => e.playerId !== scorer), bench: [] },
      owner.cookie,
      live,
    );
    expect(without.status).toBe(400);
    expect(without.body.error.message).toMatch(/kommt im Spielverlauf vor/);
    const read = await call<MatchStartingLineups>(t.app, "GET", lineupPaths.starting(live));
    expect(read.body.home?.bench.map((e) => e.playerId)).toEqual([sub]);
    // Keeping them, the rest may change.
    const kept = await put(
      "home",
      { starters: eleven.slice(0, 10), bench: [starter(sub)] },
      owner.cookie,
      live,
    );
    expect(kept.status).toBe(200);
  });

  it("refuses players of another team", async () => {
    const res = await put("home", {
      starters: [starter(owner.playerIds[0] ?? ""), starter(other.playerIds[0] ?? "")],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(LINEUP_MESSAGES.notTeamPlayer);
    expect(res.body.error.fields).toEqual({ "starters.1.playerId": LINEUP_MESSAGES.notTeamPlayer });
    expect(await rowCount()).toBe(0);
  });

  it("allows one captain and one goalkeeper, both in the start", async () => {
    const [a = "", b = "", c = ""] = owner.playerIds;
    const twoCaptains = await put("home", {
      starters: [starter(a, { isCaptain: true }), starter(b, { isCaptain: true })],
    });
    expect(twoCaptains.status).toBe(400);
    expect(twoCaptains.body.error.message).toBe(LINEUP_MESSAGES.oneCaptain);
    const twoKeepers = await put("home", {
      starters: [starter(a, { isGoalkeeper: true }), starter(b, { isGoalkeeper: true })],
    });
    expect(twoKeepers.body.error.message).toBe(LINEUP_MESSAGES.oneGoalkeeper);
    const keeperOnBench = await put("home", {
      starters: [starter(a)],
      bench: [starter(c, { isGoalkeeper: true })],
    });
    expect(keeperOnBench.status).toBe(400);
    expect(keeperOnBench.body.error.message).toBe(LINEUP_MESSAGES.goalkeeperInStart);
    const twice = await put("home", { starters: [starter(a)], bench: [starter(a)] });
    expect(twice.body.error.message).toBe(LINEUP_MESSAGES.duplicatePlayer);
  });

  it("takes free-text names for an opponent without players, but not for a team with players", async () => {
    const res = await put("away", {
      starters: [{ name: "Hans Muster", shirtNumber: 1, isGoalkeeper: true }, { name: "Peter Beispiel" }],
    });
    expect(res.status).toBe(200);
    expect(res.body.lineup?.starters.map((e) => e.name)).toEqual(["Hans Muster", "Peter Beispiel"]);
    const named = await put("home", { starters: [{ name: "Jemand" }] });
    expect(named.status).toBe(400);
    expect(named.body.error.message).toBe(LINEUP_MESSAGES.namesOnlyWithoutPlayers);
    const empty = await put("away", { starters: [{}] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(LINEUP_MESSAGES.playerOrName);
  });

  it("sets the line-up of an opponent without a club from its players", async () => {
    const squadTeam = await createTeam(t, {
      clubId: null,
      name: "FC Mit Kader",
      createdByClubId: owner.clubId,
    });
    const [a, b] = await createPlayers(t, squadTeam, 2);
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: squadTeam, days: 1 });
    const res = await put(
      "away",
      { starters: [starter(a as string, { isGoalkeeper: true }), starter(b as string)] },
      owner.cookie,
      id,
    );
    expect(res.status).toBe(200);
    expect(res.body.lineup?.starters.map((e) => e.playerId)).toEqual([a, b]);
    const outsider = await put("away", { starters: [starter(a as string)] }, other.cookie, id);
    expect(outsider.status).toBe(403);
  });

  it("lets only the clubs of the match set line-ups, each its own side", async () => {
    const otherMatch = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: other.teamId,
      days: 2,
    });
    // Between two clubs a match may start as a request; make it a plain scheduled match.
    await t.deps.db
      .update(matches)
      .set({ status: "scheduled", acceptance: "accepted" })
      .where(eq(matches.id, otherMatch));
    const foreign = await put(
      "away",
      { starters: [starter(other.playerIds[0] ?? "")] },
      owner.cookie,
      otherMatch,
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.message).toBe(LINEUP_MESSAGES.notOwnTeam);
    const own = await put(
      "away",
      { starters: [starter(other.playerIds[0] ?? "")] },
      other.cookie,
      otherMatch,
    );
    expect(own.status).toBe(200);
    expect((await put("home", { starters: [] }, fan.cookie)).status).toBe(403);
    expect((await put("home", { starters: [] }, "")).status).toBe(401);
    expect((await put("links", { starters: [] })).status).toBe(404);
  });

  it("refuses changes after the match", async () => {
    await t.deps.db
      .update(matches)
      .set({ status: "completed", homeScore: 1, awayScore: 0 })
      .where(eq(matches.id, matchId));
    const res = await put("home", { starters: [starter(owner.playerIds[0] ?? "")] });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(LINEUP_MESSAGES.matchOver);
  });
});
