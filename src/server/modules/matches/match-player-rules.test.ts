import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { lineupPaths } from "#shared/lineups/paths.ts";
import type { SaveLineupResult } from "#shared/lineups/types.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { PLAYER_RULE_MESSAGES } from "#shared/matches/player-rules.ts";
import type { MatchEventsResponse, MatchEventView } from "#shared/matches/types.ts";
import { call } from "../../test/http.ts";
import { createMatch, createMatchCast, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Ticker rules: second yellow, bench players, sent-off players.

let t: TestContext;
let owner: TestClub;
let opponentId: string;
let matchId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, opponentId } = await createMatchCast(t, {
    opponentName: "SC Regeln",
    opponentPlayers: 0,
    ownPlayers: 13,
  }));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  matchId = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -1 });
});

const player = (i: number) => owner.playerIds[i] ?? "";

async function addEvent(body: Record<string, unknown>) {
  return call<{ event: MatchEventView } & ErrorBody>(t.app, "POST", matchPaths.addEvent(matchId), {
    cookie: owner.cookie,
    body: { teamSide: "home", ...body },
  });
}

async function eventTypes() {
  const res = await call<MatchEventsResponse>(t.app, "GET", matchPaths.events(matchId));
  return res.body.events.map((e) => [e.type, e.player?.id ?? null]);
}

describe("ticker rules", () => {
  it("records a second yellow for the same player as yellow-red, and he is off the pitch", async () => {
    expect((await addEvent({ type: "yellowCard", minute: 20, playerId: player(1) })).status).toBe(201);
    const second = await addEvent({ type: "yellowCard", minute: 60, playerId: player(1) });
    expect(second.status).toBe(201);
    expect(second.body.event.type).toBe("yellowRedCard");
    expect(await eventTypes()).toEqual([
      ["yellowCard", player(1)],
      ["yellowRedCard", player(1)],
    ]);
    // Sent off: nothing after that may name him.
    const goal = await addEvent({ type: "goal", minute: 70, playerId: player(1) });
    expect(goal.status).toBe(400);
  });

  it("refuses a bench player's goal in German, and takes it once he came on", async () => {
    const starters = owner.playerIds.slice(0, 11).map((playerId, i) => ({ playerId, isGoalkeeper: i === 0 }));
    const bench = owner.playerIds.slice(11).map((playerId) => ({ playerId }));
    const saved = await call<SaveLineupResult>(t.app, "PUT", lineupPaths.save(matchId, "home"), {
      cookie: owner.cookie,
      body: { starters, bench },
    });
    expect(saved.status).toBe(200);
    const benchName = saved.body.lineup?.bench[0]?.name ?? "";
    const benchGoal = await addEvent({ type: "goal", minute: 30, playerId: player(11) });
    expect(benchGoal.status).toBe(400);
    expect(benchGoal.body.error.fields?.playerId).toBe(PLAYER_RULE_MESSAGES.notOnPitch(benchName));
    const benchAssist = await addEvent({
      type: "goal",
      minute: 30,
      playerId: player(2),
      assistPlayerId: player(12),
    });
    expect(benchAssist.status).toBe(400);
    expect(await eventTypes()).toEqual([]);

    expect(
      (await addEvent({ type: "substitution", minute: 46, playerId: player(3), playerInId: player(11) }))
        .status,
    ).toBe(201);
    expect((await addEvent({ type: "goal", minute: 50, playerId: player(11) })).status).toBe(201);
    // The player taken off cannot score after he left.
    expect((await addEvent({ type: "goal", minute: 55, playerId: player(3) })).status).toBe(400);
  });
});
