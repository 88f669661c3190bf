import { sql as dsql, eq, lt } from "drizzle-orm";
import type { Logger } from "pino";
import postgres from "postgres";
import webpush from "web-push";
import { PUSH_NOTIFICATIONS_KEPT_DAYS } from "#shared/legal/retention.ts";
import type { LiveFrameData } from "#shared/live/stream-frames.ts";
import type { MatchEventView } from "#shared/matches/types.ts";
import type { DbOrTx, Sql } from "../../db/client.ts";
import { pushNotifications, pushSenderState, pushSubscriptions } from "../../db/schema/index.ts";
import { REALTIME_CHANNEL } from "../../realtime/publish.ts";
import { checkPushEndpoint, internetPushNetwork, type PushNetwork } from "./push-endpoint.ts";
import type { PushMessage } from "./push-messages.ts";
import { createPushNotifier, type PushSubscriptionRow } from "./push-notify.ts";
import { pruneOrphanSchedules } from "./push-schedule.ts";
import type { VapidKeys } from "./vapid-keys.ts";

// The one sender of the cluster: whoever holds this advisory lock (on its own connection) reads
// realtime_log and sends. The others retry now and then and take over when that connection ends.
//
// The lock's connection is a client of its own (one connection, never a connection reserved from
// the pool): postgres.js writes to a reserved connection whose socket has closed (the database
// was killed or restarted) and throws from a timer, which ends the process (porsager/postgres
// #1208). A client of its own reports the close (`onclose`); the sender then resigns and takes
// the lead again as soon as the database answers.
const SENDER_LOCK = 727_015;
/** After losing the lock's connection, how often to try to lead again until it works. */
const RELEAD_MS = 1_000;
const STATE_ID = 1;
const BATCH = 200;

export interface PushSenderOptions {
  sql: Sql;
  /** The database, for the lock's own connection. */
  databaseUrl: string;
  db: DbOrTx;
  log: Logger;
  keys: VapidKeys;
  /** Tschutti's public address, for the link in each notification. */
  baseUrl: string;
  retryMs?: number;
  sendTimeoutMs?: number;
  /** Where endpoints are resolved and reached; the internet unless a test puts its own. */
  network?: PushNetwork;
}

export interface PushSender {
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly isLeader: boolean;
}

const hostOf = (endpoint: string) => (URL.canParse(endpoint) ? new URL(endpoint).host : "?");

export function createPushSender(options: PushSenderOptions): PushSender {
  const { sql, db, log, keys, baseUrl, databaseUrl, retryMs = 30_000, sendTimeoutMs = 10_000 } = options;
  const network = options.network ?? internetPushNetwork;
  let lock: postgres.Sql | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let releadTimer: NodeJS.Timeout | null = null;
  /** When this process lost the lead by a lost connection (it retries quickly for a while). */
  let lostLeadAt: number | null = null;
  let isStopped = false;
  let isLeader = false;
  let isPumping = false;
  let isPumpAgain = false;
  let lastPrune = 0;

  function openLock(): postgres.Sql {
    const client: postgres.Sql = postgres(databaseUrl, {
      max: 1,
      connect_timeout: 2,
      // The lock lives as long as this one session: never closed for idleness or age.
      idle_timeout: 0,
      max_lifetime: null,
      onnotice: () => {},
      connection: { application_name: "tschutti-push-lock" },
      onclose: () => {
        if (lock === client) void lockLost();
      },
    });
    return client;
  }

  /** The session that held the lock is gone, and the lock with it. */
  async function lockLost(): Promise<void> {
    const wasLeader = isLeader;
    await resign();
    if (!wasLeader || isStopped) return;
    log.warn("push sender: lock connection lost; taking the lead again once the database answers");
    scheduleRelead();
  }

  function scheduleRelead(): void {
    if (releadTimer || isStopped) return;
    releadTimer = setTimeout(() => {
      releadTimer = null;
      void tryLead().then(() => {
        if (!isLeader && lostLeadAt !== null && Date.now() - lostLeadAt < retryMs) scheduleRelead();
      });
    }, RELEAD_MS);
    releadTimer.unref();
  }

  /** A first sender (or one whose row is gone) starts after the newest change. */
  async function startAtLogEnd(): Promise<void> {
    await db
      .insert(pushSenderState)
      .values({ id: STATE_ID, lastLogId: dsql`(select coalesce(max(id), 0) from realtime_log)` })
      .onConflictDoNothing();
  }

  async function tryLead(): Promise<void> {
    if (isStopped || isLeader) return;
    try {
      lock ??= openLock();
      const [row] = await lock<{ ok: boolean }[]>`select pg_try_advisory_lock(${SENDER_LOCK}) as ok`;
      if (!row?.ok) {
        // Another process sends; keep no connection meanwhile.
        await closeLock();
        return;
      }
      isLeader = true;
      lostLeadAt = null;
      await startAtLogEnd();
      const listener = await sql.listen(
        REALTIME_CHANNEL,
        () => void pump(),
        () => void pump(),
      );
      unlisten = listener.unlisten;
      log.info("push sender: this process sends the notifications");
    } catch (error) {
      // While the database restarts this fails every second: said once, not each time.
      if (lostLeadAt === null) log.warn({ err: error }, "push sender: taking the lead failed");
      await resign();
      // Lost again while taking the lead back (the database died once more): keep trying.
      if (lostLeadAt !== null && Date.now() - lostLeadAt < retryMs) scheduleRelead();
    }
  }

  /** Ends the lock's session, and with it the lock. */
  async function closeLock(): Promise<void> {
    const client = lock;
    lock = null;
    await client?.end({ timeout: 1 }).catch(() => {});
  }

  /** Gives up the lead (the lock goes with its connection). */
  async function resign(): Promise<void> {
    if (isLeader) lostLeadAt = Date.now();
    isLeader = false;
    await unlisten?.().catch(() => {});
    unlisten = null;
    await closeLock();
  }

  /**
   * While leading, the lock's session must still be the one that took the lock (a half-open
   * connection is not reported closed); else another process may already send.
   */
  async function tick(): Promise<void> {
    if (!isLeader) return tryLead();
    try {
      if (!lock) throw new Error("no lock connection");
      const [row] = await lock<{ held: boolean }[]>`
        select exists (select 1 from pg_locks where locktype = 'advisory' and objid = ${SENDER_LOCK}
                       and pid = pg_backend_pid() and granted) as held`;
      if (!row?.held) throw new Error("lock not held");
      void pump();
    } catch {
      await lockLost();
    }
  }

  async function pump(): Promise<void> {
    if (!isLeader || isStopped) return;
    if (isPumping) {
      isPumpAgain = true;
      return;
    }
    isPumping = true;
    try {
      do {
        isPumpAgain = false;
        for (;;) {
          const [state] = await db.select().from(pushSenderState).where(eq(pushSenderState.id, STATE_ID));
          if (!state) {
            // The row is gone (a database emptied under the running server): go on from the log's
            // end. Reading it from the start would send every earlier notification again.
            await startAtLogEnd();
            continue;
          }
          const after = state.lastLogId;
          const rows = await sql<{ id: string; match_id: string; kind: string; payload: unknown }[]>`
            select id, match_id, kind, payload from realtime_log
            where id > ${after} order by id limit ${BATCH}`;
          for (const row of rows) {
            await notifyChange(row.id, row.kind, row.payload);
          }
          const last = rows.at(-1);
          if (last) {
            await db
              .update(pushSenderState)
              .set({ lastLogId: Number(last.id), updatedAt: new Date() })
              .where(eq(pushSenderState.id, STATE_ID));
          }
          if (rows.length < BATCH) break;
        }
      } while (isPumpAgain && !isStopped);
      await pruneNotifications();
    } catch (error) {
      log.warn({ err: error }, "push sender: reading realtime_log failed");
    } finally {
      isPumping = false;
    }
  }

  const notifier = createPushNotifier(db, (sub, message) => deliver(sub, message));

  /** The realtime log's payloads are a LiveChange's data (realtime/publish.ts). */
  async function notifyChange(logId: string, kind: string, payload: unknown): Promise<void> {
    if (kind === "match") await notifier.matchChanged(logId, payload as LiveFrameData["match"]);
    else if (kind === "event.created") await notifier.eventCreated(payload as MatchEventView);
    else if (kind === "event.updated") await notifier.eventUpdated(payload as MatchEventView);
    else if (kind === "match.deleted") await notifier.matchDeleted((payload as { id: string }).id);
    else if (kind === "event.deleted") {
      const { id, matchId } = payload as { id: string; matchId: string };
      await notifier.eventDeleted(id, matchId);
    }
  }

  async function pruneNotifications(): Promise<void> {
    if (Date.now() - lastPrune < 3_600_000) return;
    lastPrune = Date.now();
    const cutoff = new Date(Date.now() - PUSH_NOTIFICATIONS_KEPT_DAYS * 86_400_000);
    await db.delete(pushNotifications).where(lt(pushNotifications.createdAt, cutoff));
    await pruneOrphanSchedules(db);
  }

  async function deliver(sub: PushSubscriptionRow, message: PushMessage): Promise<void> {
    // A correction comes under the tag of what it corrects: the browser shows it afresh.
    const payload = JSON.stringify({
      title: message.title,
      body: message.body,
      url: `${baseUrl}${message.path}`,
      tag: message.tag,
      renotify: true,
    });
    try {
      // Checked again now: the name may resolve elsewhere than when the device subscribed
      // (or the row predates the check). The connection goes to the address checked here.
      const target = await checkPushEndpoint(sub.endpoint, network);
      if (!target) {
        log.warn({ host: hostOf(sub.endpoint) }, "push sender: endpoint is not public, not sent");
        return;
      }
      // web-push encrypts (RFC 8291) and signs (VAPID); the request goes out through the network.
      const request = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        { vapidDetails: keys, TTL: 3600, urgency: "high" },
      );
      const status = await network.post(target, {
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body: new Uint8Array(request.body),
        timeoutMs: sendTimeoutMs,
      });
      if (status === 404 || status === 410) {
        // The browser unsubscribed or the subscription expired: it will never accept again.
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
      } else if (status < 200 || status > 299) {
        log.warn({ status, host: hostOf(sub.endpoint) }, "push sender: push service refused");
      }
    } catch (error) {
      log.warn({ err: error, host: hostOf(sub.endpoint) }, "push sender: sending failed");
    }
  }

  return {
    get isLeader() {
      return isLeader;
    },
    async start() {
      isStopped = false;
      await tryLead();
      if (isLeader) void pump();
      timer = setInterval(() => void tick(), retryMs);
      timer.unref();
    },
    async stop() {
      isStopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      if (releadTimer) clearTimeout(releadTimer);
      releadTimer = null;
      await resign();
    },
  };
}
