import { and, sql as dsql, eq, inArray, lt } from "drizzle-orm";
import type { Logger } from "pino";
import webpush from "web-push";
import type { MatchEventView } from "#shared/matches/types.ts";
import type { PushTopic } from "#shared/push/schema.ts";
import type { Db, Sql } from "../../db/client.ts";
import {
  favorites,
  pushNotifications,
  pushPreferences,
  pushSenderState,
  pushSubscriptions,
} from "../../db/schema/index.ts";
import { REALTIME_CHANNEL } from "../../realtime/publish.ts";
import { findMatchSummary } from "../matches/match-queries.ts";
import { checkPushEndpoint, internetPushNetwork, type PushNetwork } from "./push-endpoint.ts";
import { type PushMessage, pushMessageFor, topicForEvent } from "./push-messages.ts";
import type { VapidKeys } from "./vapid-keys.ts";

// The one sender of the cluster: whoever holds this advisory lock (on its own connection) reads
// realtime_log and sends. The others retry now and then and take over when that connection ends.
const SENDER_LOCK = 727_015;
const STATE_ID = 1;
const BATCH = 200;
const KEEP_NOTIFICATIONS_DAYS = 30;

export interface PushSenderOptions {
  sql: Sql;
  db: Db;
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

const TOPIC_COLUMN = {
  kickoff: pushPreferences.kickoff,
  goals: pushPreferences.goals,
  cards: pushPreferences.cards,
  halfTime: pushPreferences.halfTime,
  fullTime: pushPreferences.fullTime,
} as const;

const hostOf = (endpoint: string) => (URL.canParse(endpoint) ? new URL(endpoint).host : "?");

export function createPushSender(options: PushSenderOptions): PushSender {
  const { sql, db, log, keys, baseUrl, retryMs = 30_000, sendTimeoutMs = 10_000 } = options;
  const network = options.network ?? internetPushNetwork;
  let reserved: Awaited<ReturnType<Sql["reserve"]>> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let isStopped = false;
  let isLeader = false;
  let isPumping = false;
  let isPumpAgain = false;
  let lastPrune = 0;

  async function tryLead(): Promise<void> {
    if (isStopped || isLeader) return;
    try {
      reserved ??= await sql.reserve();
      const [row] = await reserved<{ ok: boolean }[]>`select pg_try_advisory_lock(${SENDER_LOCK}) as ok`;
      if (!row?.ok) {
        // Another process sends; keep no connection from the pool meanwhile.
        reserved.release();
        reserved = null;
        return;
      }
      isLeader = true;
      await db
        .insert(pushSenderState)
        .values({ id: STATE_ID, lastLogId: dsql`(select coalesce(max(id), 0) from realtime_log)` })
        .onConflictDoNothing();
      const listener = await sql.listen(
        REALTIME_CHANNEL,
        () => void pump(),
        () => void pump(),
      );
      unlisten = listener.unlisten;
      log.info("push sender: this process sends the notifications");
    } catch (error) {
      log.warn({ err: error }, "push sender: taking the lead failed");
      await resign();
    }
  }

  /** Gives up the lead (the lock goes with the reserved connection). */
  async function resign(): Promise<void> {
    isLeader = false;
    await unlisten?.().catch(() => {});
    unlisten = null;
    // A pooled connection must not keep the lock (on a dead one it is gone anyway).
    const connection = reserved;
    reserved = null;
    if (connection) {
      await connection`select pg_advisory_unlock_all()`.catch(() => {});
      connection.release();
    }
  }

  /** While leading, the lock's connection must live; else another process may already send. */
  async function tick(): Promise<void> {
    if (!isLeader) return tryLead();
    try {
      if (!reserved) throw new Error("no lock connection");
      await reserved`select 1`;
      void pump();
    } catch {
      log.warn("push sender: lock connection lost");
      await resign();
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
          const after = state?.lastLogId ?? 0;
          const rows = await sql<{ id: string; match_id: string; kind: string; payload: MatchEventView }[]>`
            select id, match_id, kind, payload from realtime_log
            where id > ${after} order by id limit ${BATCH}`;
          for (const row of rows) {
            if (row.kind === "event.created") await notifyEvent(row.payload);
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

  async function pruneNotifications(): Promise<void> {
    if (Date.now() - lastPrune < 3_600_000) return;
    lastPrune = Date.now();
    const cutoff = new Date(Date.now() - KEEP_NOTIFICATIONS_DAYS * 86_400_000);
    await db.delete(pushNotifications).where(lt(pushNotifications.createdAt, cutoff));
  }

  async function recipients(topic: PushTopic, teamIds: string[]): Promise<string[]> {
    const rows = await db
      .selectDistinct({ userId: pushPreferences.userId })
      .from(pushPreferences)
      .innerJoin(
        favorites,
        and(eq(favorites.userId, pushPreferences.userId), eq(favorites.teamId, pushPreferences.teamId)),
      )
      .where(and(inArray(pushPreferences.teamId, teamIds), eq(TOPIC_COLUMN[topic], true)));
    return rows.map((r) => r.userId);
  }

  async function notifyEvent(event: MatchEventView): Promise<void> {
    const topic = topicForEvent(event.type);
    if (!topic) return;
    const match = await findMatchSummary(db, event.matchId);
    if (!match) return;
    const userIds = await recipients(topic, [match.homeTeam.id, match.awayTeam.id]);
    if (userIds.length === 0) return;
    const message = pushMessageFor(event, match);
    await db.insert(pushNotifications).values(
      userIds.map((userId) => ({
        userId,
        matchId: match.id,
        title: message.title,
        body: message.body,
        url: message.path,
      })),
    );
    const subscriptions = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, userIds));
    await Promise.all(subscriptions.map((sub) => deliver(sub, message)));
  }

  async function deliver(
    sub: { endpoint: string; p256dh: string; auth: string },
    message: PushMessage,
  ): Promise<void> {
    const payload = JSON.stringify({
      title: message.title,
      body: message.body,
      url: `${baseUrl}${message.path}`,
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
      await resign();
    },
  };
}
