import type { Logger } from "pino";
import { STREAM_LOG_HOURS, STREAM_REPLAY_LIMIT } from "#shared/live/stream-guide.ts";
import type { Sql } from "../db/client.ts";
import { HEARTBEAT_SLICES, heartbeatInSlices } from "./heartbeat.ts";
import { parseNotification, REALTIME_CHANNEL } from "./publish.ts";
import { type LogEntry, realtimeLogOf } from "./realtime-log.ts";
import { type HeldChange, RecentChanges } from "./recent-changes.ts";
import { encodeChange, encodeFrame, type SseBytes } from "./sse-frame.ts";

// The in-process fan-out of realtime changes (docs/architecture.md, a live event 4).
//
// One LISTEN connection per process hears each row appended to realtime_log; the NOTIFY carries
// the row when it fits, and the next row in sequence goes out straight from it. Otherwise the
// hub reads every row after the last one it has seen with ONE query, which also heals lost
// notifications (the listener reconnects and the hub catches up on `onlisten`); publishChange()
// makes ids visible in commit order, so 'after my last id' never skips a row. Each row is encoded
// once and that same buffer is written to every subscriber of the match: at most one read per
// change per process, however many fans; a subscriber costs one small object, its set entries
// and its HTTP response (no closure or timer of its own: one heartbeat timer serves everyone).

/** Where a subscriber's bytes go (an SSE response body). */
export interface StreamSink {
  /** Queues a chunk; returns how many bytes are still waiting to be sent to this client. */
  write(chunk: SseBytes): number;
  close(): void;
}

export interface SubscribeOptions {
  /** Matches to follow (without duplicates); null follows every match (the live list page). */
  matchIds: readonly string[] | null;
  /** The client's Last-Event-ID: everything after it is replayed first. */
  lastEventId: number | null;
  sink: StreamSink;
}

export interface Subscription {
  close(): void;
}

export interface RealtimeHubOptions {
  sql: Sql;
  log: Logger;
  /** An idle stream gets a comment about this often (see heartbeat.ts). */
  heartbeatMs?: number;
  /** How long realtime_log keeps rows for resuming clients. */
  retainMs?: number;
  pruneEveryMs?: number;
  /** A client further behind than this many rows is told to reload instead. */
  replayLimit?: number;
  /** How many of the latest changes are held in memory for resuming clients (recent-changes.ts). */
  recentLimit?: number;
  /** A client that has this many bytes unsent is disconnected (it resumes with Last-Event-ID). */
  maxBacklogBytes?: number;
  /** Rewrites a change's JSON once before it is framed (the upload URLs, absolute-urls.ts). */
  payloadOf?: ((json: string) => string) | undefined;
}

export interface RealtimeHub {
  start(): Promise<void>;
  stop(): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  /** Deletes log rows older than the retention (also runs on a timer); returns how many. */
  prune(): Promise<number>;
  /** The id of the newest change this process has delivered. */
  readonly lastId: number;
  /**
   * Where the stream stands for a page read now: lastId once start() has found its place in the
   * log (0 when no change was ever written, a place like any other), null before (not known).
   */
  readonly position: number | null;
  readonly subscriberCount: number;
}

/** One connected client. A class, so its methods live on the prototype, not in closures. */
class Subscriber implements Subscription {
  /** Frames that arrived while the replay ran; null once live. */
  pending: { id: number; frame: SseBytes }[] | null = [];
  isClosed = false;

  constructor(
    readonly sink: StreamSink,
    readonly matchIds: readonly string[] | null,
    public lastSentId: number,
    private readonly unregister: (sub: Subscriber) => void,
  ) {}

  close(): void {
    this.unregister(this);
  }
}

const FETCH_BATCH = 500;
const RESET = { kind: "reset", data: {} } as const;

export function createRealtimeHub(options: RealtimeHubOptions): RealtimeHub {
  const {
    sql,
    log,
    heartbeatMs = 15_000,
    // What the developers' page and the API document promise (stream-guide.ts).
    retainMs = STREAM_LOG_HOURS * 3_600_000,
    pruneEveryMs = 15 * 60_000,
    replayLimit = STREAM_REPLAY_LIMIT,
    recentLimit = 2_000,
    maxBacklogBytes = 1_000_000,
    payloadOf = (json: string) => json,
  } = options;

  const realtimeLog = realtimeLogOf(sql);
  const byMatch = new Map<string, Set<Subscriber>>();
  const followAll = new Set<Subscriber>();
  const everyone = new Set<Subscriber>();
  let lastId = 0;
  let recent = new RecentChanges(recentLimit, 0);
  let startPromise: Promise<void> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let timers: NodeJS.Timeout[] = [];
  let isStopped = false;
  let isPumping = false;
  let isPumpAgain = false;
  let isPlaced = false;

  function deliver(sub: Subscriber, id: number, frame: SseBytes): void {
    if (sub.isClosed || id <= sub.lastSentId) return;
    sub.lastSentId = id;
    const backlog = sub.sink.write(frame);
    if (backlog > maxBacklogBytes) {
      log.warn({ backlog }, "realtime subscriber too slow, disconnecting");
      closeSubscriber(sub);
    }
  }

  function dispatchTo(set: Set<Subscriber> | undefined, id: number, frame: SseBytes): void {
    if (!set) return;
    for (const sub of set) {
      if (sub.pending) sub.pending.push({ id, frame });
      else deliver(sub, id, frame);
    }
  }

  function dispatch(entry: LogEntry): void {
    lastId = entry.id;
    const frame = entry.kind ? encodeChange(entry.id, entry.kind, payloadOf(entry.payload)) : null;
    recent.add({ id: entry.id, matchId: entry.matchId, frame });
    if (!frame) return;
    dispatchTo(byMatch.get(entry.matchId), entry.id, frame);
    dispatchTo(followAll, entry.id, frame);
  }

  /**
   * The rows after `lastId` up to `upToId` were pruned before this process read them (it was cut
   * off from the database for longer than the log keeps rows): its subscribers missed changes no
   * one can send them any more, so each is told to reload, and no replay may span the hole.
   * A gap alone is no loss: ids of rolled-back writes are never used.
   */
  function resetEveryone(upToId: number): void {
    log.warn({ afterId: lastId, upToId }, "realtime: rows pruned before this process read them");
    lastId = upToId;
    recent.forgetUpTo(upToId);
    const frame = encodeFrame(upToId, RESET);
    for (const sub of everyone) {
      if (sub.pending) sub.pending.push({ id: upToId, frame });
      else deliver(sub, upToId, frame);
    }
  }

  /** Reads and dispatches every row after lastId; one run at a time, re-run if poked meanwhile. */
  async function pump(): Promise<void> {
    if (isPumping) {
      isPumpAgain = true;
      return;
    }
    isPumping = true;
    try {
      do {
        isPumpAgain = false;
        for (;;) {
          const rows = await realtimeLog.fetchAfter(lastId, FETCH_BATCH);
          const first = rows[0];
          if (first && first.id > lastId + 1 && (await realtimeLog.mayHaveLostRows(lastId))) {
            resetEveryone(first.id - 1);
          }
          for (const row of rows) dispatch(row);
          if (rows.length < FETCH_BATCH) break;
        }
      } while (isPumpAgain && !isStopped);
    } catch (error) {
      log.warn({ err: error }, "realtime: reading realtime_log failed, retrying");
      if (!isStopped) setTimeout(() => void pump(), 1_000).unref();
    } finally {
      isPumping = false;
    }
  }

  function onNotify(payload: string): void {
    const { id, entry } = parseNotification(payload);
    if (Number.isFinite(id) && id <= lastId) return;
    // The id after the last one dispatched, with its row: nothing can be missing before it (ids
    // become visible in commit order). A gap (rolled-back id, lost notification, row too long
    // for NOTIFY) or a read under way leaves it to pump(), which reads all after lastId in order.
    if (entry && id === lastId + 1 && !isPumping) dispatch(entry);
    else void pump();
  }

  async function prune(): Promise<number> {
    try {
      const pruned = await realtimeLog.prune(retainMs);
      // A client that far behind is told to reload, whether its changes are still in memory or not.
      if (pruned.upToId !== null) recent.forgetUpTo(pruned.upToId);
      return pruned.count;
    } catch (error) {
      log.warn({ err: error }, "realtime: pruning realtime_log failed");
      return 0;
    }
  }

  async function doStart(): Promise<void> {
    lastId = await realtimeLog.position();
    recent = new RecentChanges(recentLimit, lastId);
    isPlaced = true;
    const listener = await sql.listen(
      REALTIME_CHANNEL,
      onNotify,
      // Called on the first listen and after every reconnect: catch up on what was missed.
      () => void pump(),
    );
    unlisten = listener.unlisten;
    const heartbeat = heartbeatInSlices(everyone, () => lastId);
    timers = [
      setInterval(heartbeat, heartbeatMs / HEARTBEAT_SLICES),
      setInterval(() => void prune(), pruneEveryMs),
    ];
    for (const timer of timers) timer.unref();
    void prune();
  }

  function register(sub: Subscriber): void {
    everyone.add(sub);
    if (!sub.matchIds) {
      followAll.add(sub);
      return;
    }
    for (const id of sub.matchIds) {
      let set = byMatch.get(id);
      if (!set) {
        set = new Set();
        byMatch.set(id, set);
      }
      set.add(sub);
    }
  }

  function closeSubscriber(sub: Subscriber): void {
    if (sub.isClosed) return;
    sub.isClosed = true;
    everyone.delete(sub);
    if (!sub.matchIds) followAll.delete(sub);
    else {
      for (const id of sub.matchIds) {
        const set = byMatch.get(id);
        set?.delete(sub);
        if (set?.size === 0) byMatch.delete(id);
      }
    }
    sub.pending = null;
    sub.sink.close();
  }

  /** Sends what the client missed after `lastEventId`, or tells it to reload. */
  async function catchUp(sub: Subscriber, lastEventId: number): Promise<void> {
    const upTo = sub.lastSentId;
    if (lastEventId > upTo) {
      // The client has seen more than this process has delivered: another process was faster,
      // and the pump will bring the rest (duplicates are skipped by id). An id the database
      // never issued (e.g. after a reset of the database) cannot be resumed.
      if ((await realtimeLog.maxId()) < lastEventId) sub.sink.write(encodeFrame(upTo, RESET));
      else sub.lastSentId = lastEventId;
    } else if (lastEventId < upTo) {
      // Replay what this process has already dispatched after the client's id: from memory when
      // it still holds all of it, else from the log. Anything newer is collected in `pending`
      // meanwhile.
      const missed =
        recent.after(lastEventId, upTo, sub.matchIds) ?? (await missedInLog(sub, lastEventId, upTo));
      if (missed === null || missed.length > replayLimit) {
        sub.sink.write(encodeFrame(upTo, RESET));
        return;
      }
      sub.lastSentId = lastEventId;
      for (const change of missed) if (change.frame) deliver(sub, change.id, change.frame);
      sub.lastSentId = upTo;
    }
  }

  /**
   * The subscriber's changes in (`afterId`, `upTo`] as the log has them (at most one more than a
   * replay may hold), or null when the log may have pruned some. Rows are read before checking
   * for pruned ones, so the check cannot race a prune.
   */
  async function missedInLog(sub: Subscriber, afterId: number, upTo: number): Promise<HeldChange[] | null> {
    const rows = await realtimeLog.fetchAfter(afterId, replayLimit + 1, sub.matchIds ?? undefined);
    if (await realtimeLog.mayHaveLostRows(afterId)) return null;
    return rows
      .filter((row) => row.id <= upTo)
      .map((row) => ({
        id: row.id,
        matchId: row.matchId,
        frame: row.kind ? encodeChange(row.id, row.kind, payloadOf(row.payload)) : null,
      }));
  }

  const hub: RealtimeHub = {
    get lastId() {
      return lastId;
    },
    get position() {
      return isPlaced ? lastId : null;
    },
    get subscriberCount() {
      return everyone.size;
    },

    prune,

    start() {
      startPromise ??= doStart().catch((error: unknown) => {
        startPromise = null;
        throw error;
      });
      return startPromise;
    },

    async stop() {
      isStopped = true;
      for (const timer of timers) clearInterval(timer);
      timers = [];
      for (const sub of [...everyone]) closeSubscriber(sub);
      await unlisten?.().catch(() => {});
      unlisten = null;
    },

    async subscribe({ matchIds, lastEventId, sink }) {
      await hub.start();
      const sub = new Subscriber(sink, matchIds, lastId, closeSubscriber);
      register(sub);
      try {
        if (lastEventId !== null) await catchUp(sub, lastEventId);
        if (sub.isClosed) return sub;
        const ready = { lastEventId: sub.lastSentId, serverTime: Date.now() };
        sink.write(encodeFrame(sub.lastSentId, { kind: "ready", data: ready }));
        const pending = sub.pending ?? [];
        sub.pending = null;
        for (const { id, frame } of pending) deliver(sub, id, frame);
      } catch (error) {
        closeSubscriber(sub);
        throw error;
      }
      return sub;
    },
  };
  return hub;
}
