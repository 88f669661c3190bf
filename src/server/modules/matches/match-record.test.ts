import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchEventView } from "#shared/matches/types.ts";
import { playerPaths } from "#shared/players/paths.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { matches } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import {
  createMatch,
  createMatchCast,
  createPlayers,
  createTeam,
  type TestClub,
} from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Events without player, the new event types and their effect on score,
// scorers and cards, the rules the server enforces, texts derived when read, the final score,
// postponing and restoring.

let t: TestContext;
let owner: TestClub;
let opponentId: string;
let opponentPlayers: string[];
let neulingId: string;
let matchId: string;

type EventResult = { event: MatchEventView } & ErrorBody;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, opponentId, opponentPlayers } = await createMatchCast(t, {
    opponentName: "SC Auswärts",
    opponentPlayers: 3,
    ownPlayers: 4,
  }));
  neulingId = await createTeam(t, { clubId: null, name: "FC Neuling" });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  matchId = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -1 });
});

async function addEvent(body: Record<string, unknown>, id = matchId) {
  return call<EventResult>(t.app, "POST", matchPaths.addEvent(id), { cookie: owner.cookie, body });
}
async function patchEvent(eventId: string, body: Record<string, unknown>) {
  return call<EventResult>(t.app, "PATCH", matchPaths.updateEvent(eventId), { cookie: owner.cookie, body });
}
async function timeline(id = matchId) {
  const res = await call(t.app, "GET", matchPaths.events(id));
  return res.body.events;
}
async function texts(id = matchId) {
  return (await timeline(id)).map((e) => e.description);
}
async function score(id = matchId) {
  const [row] = await t.deps.db
    .select({ home: matches.homeScore, away: matches.awayScore, status: matches.status })
    .from(matches)
    .where(eq(matches.id, id));
  return row;
}
async function stats(playerId: string) {
  const res = await call(t.app, "GET", playerPaths.detail(playerId));
  return res.body.player.stats;
}
async function ranking(kind: "scorers" | "cards", playerId: string) {
  const res = await call(t.app, "GET", rankingPaths.players(kind, {}));
  return res.body.players.find((p) => p.playerId === playerId);
}
const ownPlayer = (i: number) => owner.playerIds[i] as string;
const p1 = () => ownPlayer(0);
const p2 = () => ownPlayer(1);
const p3 = () => ownPlayer(2);
const p4 = () => ownPlayer(3);

describe("events without a player", () => {
  it("a goal for an opponent without players counts, reads 'Tor für …' and never reaches a ranking", async () => {
    const neulingMatch = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: neulingId,
      days: -1,
    });
    for (const source of ["live", "report"]) {
      const res = await addEvent({ type: "goal", minute: 10, teamSide: "away", source }, neulingMatch);
      expect(res.status).toBe(201);
      expect(res.body.event).toMatchObject({ player: null, teamSide: "away" });
    }
    expect(await score(neulingMatch)).toMatchObject({ home: 0, away: 2 });
    expect(await texts(neulingMatch)).toEqual(["Tor für FC Neuling zum 0:1", "Tor für FC Neuling zum 0:2"]);
    const card = await addEvent({ type: "yellowCard", minute: 20, teamSide: "away" }, neulingMatch);
    expect(card.body.event.description).toBe("Gelbe Karte für FC Neuling");
    const scorers = await call(t.app, "GET", rankingPaths.players("scorers", {}));
    expect(scorers.body.players.every((p) => p.teamId !== neulingId)).toBe(true);
  });
});

describe("event types: score, scorers and cards", () => {
  it("goal and penalty goal are the scorer's goals; a missed penalty changes nothing", async () => {
    await addEvent({ type: "goal", minute: 5, playerId: p1(), assistPlayerId: p2() });
    await addEvent({ type: "penaltyGoal", minute: 30, playerId: p1() });
    await addEvent({ type: "missedPenalty", minute: 40, playerId: p3() });
    expect(await score()).toMatchObject({ home: 2, away: 0 });
    expect(await stats(p1())).toMatchObject({ goals: 2 });
    expect(await stats(p2())).toMatchObject({ assists: 1 });
    expect(await stats(p3())).toMatchObject({ goals: 0 });
    expect((await ranking("scorers", p1()))?.goals).toBe(2);
    expect(await texts()).toEqual([
      `Tor durch Vorname1 ${(await timeline())[0]?.player?.lastName} zum 1:0`,
      expect.stringMatching(/^Elfmetertor durch .+ zum 2:0$/),
      expect.stringMatching(/^Elfmeter verschossen von /),
    ]);
  });

  it("an own goal counts for the other side, reads 'Eigentor' and is never the player's goal", async () => {
    const [fresh] = await createPlayers(t, owner.teamId, 1);
    const res = await addEvent({ type: "ownGoal", minute: 12, playerId: fresh });
    expect(res.status).toBe(201);
    expect(res.body.event).toMatchObject({ type: "ownGoal", teamSide: "home", score: { home: 0, away: 1 } });
    expect(res.body.event.description).toMatch(/^Eigentor von .+ zum 0:1$/);
    expect(await score()).toMatchObject({ home: 0, away: 1 });
    expect((await stats(fresh as string)).goals).toBe(0);
    expect(await ranking("scorers", fresh as string)).toBeUndefined();
    const assisted = await addEvent({ type: "ownGoal", minute: 13, playerId: p2(), assistPlayerId: p3() });
    expect(assisted.status).toBe(400);
  });

  it("yellow-red is its own column and a sending-off; red and yellow count apart", async () => {
    await addEvent({ type: "yellowCard", minute: 10, playerId: p1() });
    await addEvent({ type: "yellowRedCard", minute: 50, playerId: p1() });
    await addEvent({ type: "redCard", minute: 60, playerId: p2() });
    expect(await stats(p1())).toMatchObject({ yellowCards: 1, yellowRedCards: 1, redCards: 0 });
    expect(await ranking("cards", p1())).toMatchObject({ yellowCards: 1, yellowRedCards: 1, redCards: 0 });
    expect(await ranking("cards", p2())).toMatchObject({ redCards: 1, yellowRedCards: 0 });
    // Cards never touch the score.
    expect(await score()).toMatchObject({ home: null, away: null });
  });

  it("a substitution records both players of one team, also in the live form", async () => {
    const res = await addEvent({
      type: "substitution",
      minute: 60,
      playerId: p1(),
      playerInId: p4(),
      source: "live",
    });
    expect(res.status).toBe(201);
    expect(res.body.event.player?.id).toBe(p1());
    expect(res.body.event.playerIn?.id).toBe(p4());
    expect(res.body.event.description).toMatch(/^Wechsel bei .+: .+ kommt für .+$/);
    const mixed = await addEvent({
      type: "substitution",
      minute: 61,
      playerId: p2(),
      playerInId: opponentPlayers[0],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.message).toBe(
      "Ein- und ausgewechselter Spieler müssen in derselben Mannschaft spielen",
    );
  });

  it("a comment is its text; stoppage minutes sort between 45 and 46", async () => {
    await addEvent({ type: "kickoff", minute: 46 });
    await addEvent({ type: "goal", minute: 45, addedMinute: 2, playerId: p1() });
    await addEvent({ type: "comment", minute: 45, description: "Starker Regen" });
    const events = await timeline();
    expect(events.map((e) => [e.type, e.minute, e.addedMinute])).toEqual([
      ["comment", 45, null],
      ["goal", 45, 2],
      ["kickoff", 46, null],
    ]);
    expect(events[0]?.description).toBe("Starker Regen");
    const bad = await addEvent({ type: "goal", minute: 30, addedMinute: 2, playerId: p1() });
    expect(bad.status).toBe(400);
  });
});

describe("rules the server enforces", () => {
  it("a sent-off player takes no further part (red and yellow-red), also when an edit moves the card", async () => {
    await addEvent({ type: "redCard", minute: 30, playerId: p1() });
    const goal = await addEvent({ type: "goal", minute: 40, playerId: p1() });
    expect(goal.status).toBe(400);
    expect(goal.body.error.message).toMatch(/wurde bereits vom Platz gestellt/);
    const assist = await addEvent({ type: "goal", minute: 40, playerId: p2(), assistPlayerId: p1() });
    expect(assist.status).toBe(400);
    const early = await addEvent({ type: "goal", minute: 20, playerId: p2() });
    expect(early.status).toBe(201);
    const yr = await addEvent({ type: "yellowRedCard", minute: 25, playerId: p2() });
    expect(yr.status).toBe(201);
    const moved = await patchEvent(yr.body.event.id, { type: "yellowRedCard", minute: 15, playerId: p2() });
    expect(moved.status).toBe(400);
    expect(moved.body.error.fields?.playerId).toMatch(/wurde bereits vom Platz gestellt/);
  });

  it("a substituted player does not come back and nobody comes on twice", async () => {
    expect(
      (await addEvent({ type: "substitution", minute: 60, playerId: p1(), playerInId: p4() })).status,
    ).toBe(201);
    const back = await addEvent({ type: "substitution", minute: 70, playerId: p2(), playerInId: p1() });
    expect(back.status).toBe(400);
    expect(back.body.error.message).toMatch(/wurde bereits ausgewechselt/);
    const twice = await addEvent({ type: "substitution", minute: 75, playerId: p3(), playerInId: p4() });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toMatch(/wurde bereits eingewechselt/);
    const card = await addEvent({ type: "yellowCard", minute: 80, playerId: p1() });
    expect(card.status).toBe(400);
  });

  it("shirt numbers are unique in a team", async () => {
    const body = {
      firstName: "Nina",
      lastName: "Doppel",
      teamId: owner.teamId,
      position: "Stürmer",
      playerNumber: 1,
    };
    const res = await call<ErrorBody>(t.app, "POST", playerPaths.create(owner.clubId), {
      cookie: owner.cookie,
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      "Diese Rückennummer trägt schon ein anderer Spieler dieser Mannschaft",
    );
    const free = await call<{ player: { id: string } }>(t.app, "POST", playerPaths.create(owner.clubId), {
      cookie: owner.cookie,
      body: { ...body, playerNumber: 77 },
    });
    expect(free.status).toBe(201);
    const clash = await call(t.app, "PATCH", playerPaths.update(free.body.player.id), {
      cookie: owner.cookie,
      body: { ...body, playerNumber: 2 },
    });
    expect(clash.status).toBe(400);
  });
});

describe("texts derived when read", () => {
  it("renumbers every later goal after an edit and after a delete, and the stored score follows", async () => {
    const a = await addEvent({ type: "goal", minute: 10, playerId: p1() });
    await addEvent({ type: "goal", minute: 20, playerId: p2() });
    await addEvent({ type: "goal", minute: 30, playerId: p3() });
    expect((await texts())[2]).toMatch(/zum 3:0$/);
    const moved = await patchEvent(a.body.event.id, {
      type: "goal",
      minute: 10,
      playerId: opponentPlayers[0],
    });
    expect(moved.status).toBe(200);
    expect((await texts()).map((x) => x.slice(-3))).toEqual(["0:1", "1:1", "2:1"]);
    expect(await score()).toMatchObject({ home: 2, away: 1 });
    await call(t.app, "DELETE", matchPaths.removeEvent(a.body.event.id), { cookie: owner.cookie });
    expect((await texts()).map((x) => x.slice(-3))).toEqual(["1:0", "2:0"]);
    expect(await score()).toMatchObject({ home: 2, away: 0 });
  });
});
