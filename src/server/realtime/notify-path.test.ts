import { randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveChange } from "#shared/live/stream-frames.ts";
import { RecordingSink } from "../test/recording-sink.ts";
import { waitFor } from "../test/sse-subscriber.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { createRealtimeHub, type RealtimeHub } from "./hub.ts";
import { parseNotification, publishChange, REALTIME_CHANNEL } from "./publish.ts";

// The notification carries the row, and the hub sends the next row in sequence straight from
// it. Rows it cannot send that way (after a rolled-back id, too long for NOTIFY) come from
// realtime_log. Either way a subscriber sees every row once, in order, byte for byte as a
// replay from realtime_log sends it.

let ctx: TestContext;
let hub: RealtimeHub;

beforeAll(async () => {
  ctx = await createTestApp();
  hub = createRealtimeHub({ sql: ctx.deps.sql, log: pino({ level: "silent" }) });
  await hub.start();
});

afterAll(async () => {
  await hub.stop();
  await ctx.close();
});

/** The changes a sink was sent: not `ready`, nor a heartbeat comment, which a pass of the hub's
 * heartbeat writes whenever it reaches the subscriber (its timer runs from the hub's start). */
const changes = (sink: RecordingSink) =>
  sink.chunks.filter((f) => !f.includes("event: ready\n") && !f.startsWith(":"));

function publish(matchId: string, change: LiveChange): Promise<number> {
  return ctx.deps.db.transaction((tx) => publishChange(tx, matchId, change));
}

describe("realtime notifications", () => {
  it("delivers rows from the notification, after a rolled-back id and when too long, like a replay", async () => {
    const matchId = randomUUID();
    const deleted = (id: string): LiveChange => ({
      kind: "event.deleted",
      data: { id, matchId, playerStats: {} },
    });
    const notified: string[] = [];
    const listener = await ctx.deps.sql.listen(REALTIME_CHANNEL, (payload) => notified.push(payload));
    const live = new RecordingSink();
    await hub.subscribe({ matchIds: [matchId], lastEventId: null, sink: live });
    const before = hub.lastId;

    const first = await publish(matchId, deleted("a"));
    const rolledBack = ctx.deps.db.transaction(async (tx) => {
      await publishChange(tx, matchId, deleted("b"));
      throw new Error("zurückgerollt");
    });
    await expect(rolledBack).rejects.toThrow("zurückgerollt");
    const afterGap = await publish(matchId, deleted("c"));
    const long = await publish(matchId, deleted("d".repeat(9_000)));
    const last = await publish(matchId, deleted("e"));
    await waitFor(() => changes(live).length === 4);
    await waitFor(() => notified.some((n) => parseNotification(n).id === last));
    await listener.unlisten();

    const ids = changes(live).map((f) => Number(/^id: (\d+)$/m.exec(f)?.[1]));
    expect(ids).toEqual([first, afterGap, long, last]);
    expect(afterGap).toBeGreaterThan(first + 1);
    const mine = notified.map(parseNotification).filter((n) => n.id >= first);
    expect(mine.map((n) => n.id)).toEqual([first, afterGap, long, last]);
    // The long row is announced by its id alone; the others carry the row.
    expect(mine.map((n) => n.entry === null)).toEqual([false, false, true, false]);
    expect(mine[0]?.entry).toMatchObject({ id: first, matchId, kind: "event.deleted" });

    const replay = new RecordingSink();
    await hub.subscribe({ matchIds: [matchId], lastEventId: before, sink: replay });
    expect(changes(replay)).toEqual(changes(live));
  });

  it("reads a notification of an older server (the id alone) and of an unknown kind", () => {
    expect(parseNotification("42")).toEqual({ id: 42, entry: null });
    const matchId = randomUUID();
    expect(parseNotification(`7 ${matchId} lineup {"side": "home", "matchId": "x y"}`)).toEqual({
      id: 7,
      entry: { id: 7, matchId, kind: "lineup", payload: '{"side": "home", "matchId": "x y"}' },
    });
    expect(parseNotification(`8 ${matchId} tomorrow {}`).entry?.kind).toBeNull();
  });
});
