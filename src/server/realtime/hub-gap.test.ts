import pino from "pino";
import type { Sql } from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchPaths } from "#shared/matches/paths.ts";
import { call } from "../test/http.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../test/match-fixtures.ts";
import { RecordingSink } from "../test/recording-sink.ts";
import { waitFor } from "../test/sse-subscriber.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { createRealtimeHub, type RealtimeHub } from "./hub.ts";

// A process that lost its database connection for longer than the log keeps its rows (a day)
// comes back to a log whose rows after its last one are gone. Its subscribers missed those
// changes, and the pump cannot send them any more: they are told to reload, as a client that
// asks to resume from a pruned id is.

let ctx: TestContext;
let hub: RealtimeHub;
let club: TestClub;
let opponentId: string;
/** What the hub gave `listen`: the reconnect callback, called by the test when it "reconnects". */
let onReconnect: (() => void) | null = null;

/** The database with a `listen` that never delivers a notification: a process cut off. */
function cutOff(sql: Sql): Sql {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property !== "listen") return Reflect.get(target, property, receiver);
      return async (_channel: string, _onNotify: unknown, onListen?: () => void) => {
        onReconnect = onListen ?? null;
        onListen?.();
        return { state: {}, unlisten: async () => {} };
      };
    },
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  hub = createRealtimeHub({ sql: cutOff(ctx.deps.sql), log: pino({ level: "silent" }), retainMs: 60_000 });
  await hub.start();
  club = await createClubWithTeam(ctx);
  opponentId = await createTeam(ctx, { clubId: null, name: "FC Funkloch" });
});

afterAll(async () => {
  await hub.stop();
  await ctx.close();
});

describe("realtime hub after a long outage", () => {
  it("tells its subscribers to reload when the rows it missed were pruned meanwhile", async () => {
    const matchId = await createMatch(ctx, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponentId,
      days: 0,
    });
    const sink = new RecordingSink();
    await hub.subscribe({ matchIds: [matchId], lastEventId: null, sink });
    expect(sink.chunks[0]).toContain("event: ready");

    // The match starts while the process hears nothing; a day later those rows are pruned.
    const start = await call(ctx.app, "POST", matchPaths.liveAction(matchId, "start"), {
      cookie: club.cookie,
    });
    expect(start.status).toBe(200);
    await ctx.deps.sql`update realtime_log set created_at = now() - interval '2 days'`;
    expect(await hub.prune()).toBeGreaterThan(0);

    // A later change, then the connection comes back and the pump reads what is there.
    const pause = await call(ctx.app, "POST", matchPaths.liveAction(matchId, "halftime"), {
      cookie: club.cookie,
    });
    expect(pause.status, JSON.stringify(pause.body)).toBe(200);
    onReconnect?.();
    await waitFor(() => sink.chunks.some((c) => c.includes("event: match\n")));

    const kinds = sink.chunks.map((c) => /event: (\w+)/.exec(c)?.[1]).filter(Boolean);
    // The reset comes before the changes the pump could still read, which follow it.
    expect(kinds.slice(0, 2)).toEqual(["ready", "reset"]);
    expect(kinds.slice(2)).toContain("match");
  });
});
