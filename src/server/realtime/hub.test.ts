import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchPaths } from "#shared/matches/paths.ts";
import { call } from "../test/http.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../test/match-fixtures.ts";
import { RecordingSink } from "../test/recording-sink.ts";
import { waitFor } from "../test/sse-subscriber.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { createRealtimeHub, type RealtimeHub } from "./hub.ts";

// The hub's duties toward one subscriber, with a sink that records what it gets: the heartbeat
// from the one shared timer, and the disconnect of a client that stops reading.

let ctx: TestContext;
let hub: RealtimeHub;
let club: TestClub;
let opponentId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  // A second hub on the same database, with a fast heartbeat and a tiny backlog limit.
  hub = createRealtimeHub({
    sql: ctx.deps.sql,
    log: pino({ level: "silent" }),
    heartbeatMs: 20,
    maxBacklogBytes: 64,
  });
  await hub.start();
  club = await createClubWithTeam(ctx);
  opponentId = await createTeam(ctx, { clubId: null, name: "FC Rückstau" });
});

afterAll(async () => {
  await hub.stop();
  await ctx.close();
});

describe("realtime hub", () => {
  it("sends the heartbeat to every subscriber and disconnects one that stops reading", async () => {
    const matchId = await createMatch(ctx, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponentId,
      days: 0,
    });
    const reading = new RecordingSink(() => 0);
    let unsent = 0;
    const stalled = new RecordingSink(() => unsent);
    await hub.subscribe({ matchIds: [matchId], lastEventId: null, sink: reading });
    await hub.subscribe({ matchIds: [matchId], lastEventId: null, sink: stalled });
    expect(hub.subscriberCount).toBe(2);
    expect(reading.chunks[0]).toMatch(
      /^id: \d+\nevent: ready\ndata: \{"lastEventId":\d+,"serverTime":\d+\}\n\n$/,
    );

    await waitFor(() => reading.chunks.includes(": hb\n\n") && stalled.chunks.includes(": hb\n\n"));

    // The stalled client now has more unsent than the limit: the next change drops it.
    unsent = 1_000;
    const start = await call(ctx.app, "POST", matchPaths.liveAction(matchId, "start"), {
      cookie: club.cookie,
    });
    expect(start.status).toBe(200);
    await waitFor(() => stalled.isClosed && reading.chunks.some((c) => c.includes("event: match\n")));
    expect(hub.subscriberCount).toBe(1);
    expect(reading.isClosed).toBe(false);
  });
});
