import { and, sql as dsql, eq, inArray, isNull, like } from "drizzle-orm";
import type { MATCH_STATUSES } from "#shared/constants.ts";
import type { LiveMatchChange } from "#shared/live/stream-frames.ts";
import { LIVE_ABORT_REASON } from "#shared/matches/schema.ts";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import type { PushTopic } from "#shared/push/schema.ts";
import type { DbOrTx } from "../../db/client.ts";
import { favorites, pushNotifications, pushPreferences, pushSubscriptions } from "../../db/schema/index.ts";
import { findMatchSummary } from "../matches/match-queries.ts";
import {
  ABORTED_TEXT,
  type PushMessage,
  pushAbortFor,
  pushAbortWithdrawalFor,
  pushMessageFor,
  pushWithdrawalFor,
  topicForEvent,
} from "./push-messages.ts";
import {
  deletionNewsFor,
  dropSchedule,
  isSameSchedule,
  readSchedule,
  readTeamNames,
  type ScheduleNews,
  saveSchedule,
  scheduleNewsFor,
  scheduleOf,
} from "./push-schedule.ts";

// What the push sender makes of a match event's change in realtime_log: a new event notifies the
// fans who chose its topic; a notified event that is corrected or taken back sends the fans who
// got it the correction, and their stored notification takes the new text (the dashboard's list
// holds no stale score).

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}
export type Deliver = (sub: PushSubscriptionRow, message: PushMessage) => Promise<void>;

const TOPIC_COLUMN = {
  kickoff: pushPreferences.kickoff,
  goals: pushPreferences.goals,
  cards: pushPreferences.cards,
  halfTime: pushPreferences.halfTime,
  fullTime: pushPreferences.fullTime,
  changes: pushPreferences.changes,
} as const;

/**
 * A match whose events are being corrected is live or over; one set back to scheduled (a replay
 * clears the aborted match's events) tells its fans nothing per goal.
 */
const CORRECTABLE: ReadonlySet<(typeof MATCH_STATUSES)[number]> = new Set(["live", "completed"]);

type AbortState = Pick<MatchSummary, "status" | "cancellationReason">;
/** Aborted by the live control («Spiel abbrechen»); a cancellation before kick-off has no topic. */
const isAborted = (m: AbortState) => m.status === "cancelled" && m.cancellationReason === LIVE_ABORT_REASON;

export function createPushNotifier(db: DbOrTx, deliver: Deliver) {
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

  async function send(userIds: string[], message: PushMessage): Promise<void> {
    const subscriptions = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, userIds));
    await Promise.all(subscriptions.map((sub) => deliver(sub, message)));
  }

  /** Stores and sends `message` to the fans who chose `topic` for one of the match's teams. */
  async function notify(
    match: MatchSummary,
    topic: PushTopic,
    message: PushMessage,
    eventId: string | null,
  ): Promise<void> {
    const userIds = await recipients(topic, [match.homeTeam.id, match.awayTeam.id]);
    await tell(userIds, match.id, topic, message, eventId);
  }

  /** `matchId` null: the match is gone (the stored notification keeps no reference to it). */
  async function tell(
    userIds: string[],
    matchId: string | null,
    topic: PushTopic,
    message: PushMessage,
    eventId: string | null,
  ): Promise<void> {
    if (userIds.length === 0) return;
    await db.insert(pushNotifications).values(
      userIds.map((userId) => ({
        userId,
        matchId,
        title: message.title,
        body: message.body,
        url: message.path,
        eventId,
        topic,
      })),
    );
    await send(userIds, message);
  }

  async function eventCreated(event: MatchEventView): Promise<void> {
    const topic = topicForEvent(event.type);
    if (!topic) return;
    const match = await findMatchSummary(db, event.matchId);
    if (!match) return;
    await notify(match, topic, pushMessageFor(event, match), event.id);
  }

  /** The notifications made for an event, if any: who got them and under which topic. */
  async function notified(eventId: string) {
    const rows = await db
      .select({
        userId: pushNotifications.userId,
        topic: pushNotifications.topic,
        title: pushNotifications.title,
        body: pushNotifications.body,
      })
      .from(pushNotifications)
      .where(eq(pushNotifications.eventId, eventId));
    const [first] = rows;
    if (!first?.topic || first.topic === "changes") return null;
    return { topic: first.topic, text: `${first.title}\n${first.body}`, userIds: rows.map((r) => r.userId) };
  }

  /** The fans' stored notification of the event takes the correction's text; then it is sent. */
  async function correct(eventId: string, userIds: string[], message: PushMessage): Promise<void> {
    await db
      .update(pushNotifications)
      .set({ title: message.title, body: message.body, createdAt: new Date() })
      .where(eq(pushNotifications.eventId, eventId));
    await send(userIds, message);
  }

  async function correctable(matchId: string): Promise<MatchSummary | null> {
    const match = await findMatchSummary(db, matchId);
    return match && CORRECTABLE.has(match.status) ? match : null;
  }

  async function eventDeleted(eventId: string, matchId: string): Promise<void> {
    const sent = await notified(eventId);
    if (!sent) return;
    const match = await correctable(matchId);
    if (!match) return;
    await correct(eventId, sent.userIds, pushWithdrawalFor(eventId, sent.topic, match));
  }

  /**
   * A notified event changed (another side, player or minute): the new text, when it reads
   * differently. Turned into an event of another topic, the first one is taken back. An event
   * that notified nobody stays quiet: the change is a correction, not news.
   */
  async function eventUpdated(event: MatchEventView): Promise<void> {
    const sent = await notified(event.id);
    if (!sent) return;
    const match = await correctable(event.matchId);
    if (!match) return;
    const message =
      topicForEvent(event.type) === sent.topic
        ? pushMessageFor(event, match)
        : pushWithdrawalFor(event.id, sent.topic, match);
    if (`${message.title}\n${message.body}` === sent.text) return;
    await correct(event.id, sent.userIds, message);
  }

  /** A new kick-off, venue or status of a public match, told by its step from the one read before. */
  async function scheduleChanged(match: LiveMatchChange): Promise<void> {
    const before = await readSchedule(db, match.id);
    if (before && isSameSchedule(before, scheduleOf(match))) return;
    await saveSchedule(db, match);
    if (!before) return;
    const teamsBefore = await readTeamNames(db, [before.homeTeamId, before.awayTeamId]);
    await tellNews(scheduleNewsFor(before, match, teamsBefore, Date.now()), match.id);
  }

  /** One message per fan: a fan of an old and a new team hears the first group's (the new). */
  async function tellNews(news: ScheduleNews[], matchId: string | null): Promise<void> {
    const told = new Set<string>();
    for (const { teamIds, message } of news) {
      const userIds = (await recipients("changes", teamIds)).filter((id) => !told.has(id));
      for (const id of userIds) told.add(id);
      await tell(userIds, matchId, "changes", message, null);
    }
  }

  /** A deleted match: told from the snapshot the sender kept of it, which then goes. */
  async function matchDeleted(matchId: string): Promise<void> {
    const before = await readSchedule(db, matchId);
    if (!before) return;
    const teamsBefore = await readTeamNames(db, [before.homeTeamId, before.awayTeamId]);
    await tellNews(deletionNewsFor(matchId, before, teamsBefore, Date.now()), null);
    await dropSchedule(db, matchId);
  }

  /**
   * A match's new state (realtime_log row `logId`): its schedule's change, and an abort of the
   * live match or the undo of one, told by its step from the match's state before (the previous
   * row of the match); a cancelled match changed later sends nothing again.
   */
  async function matchChanged(logId: string, match: LiveMatchChange): Promise<void> {
    await scheduleChanged(match);
    if (match.status !== "live" && !isAborted(match)) return;
    const [before] = await db.execute<{ payload: AbortState }>(
      dsql`select payload from realtime_log where match_id = ${match.id} and kind = 'match' and id < ${logId}
           order by id desc limit 1`,
    );
    if (!before) return;
    if (isAborted(match) && before.payload.status === "live") {
      await notify(match, "fullTime", pushAbortFor(match), null);
    } else if (match.status === "live" && isAborted(before.payload)) {
      await abortUndone(match);
    }
  }

  async function abortUndone(match: MatchSummary): Promise<void> {
    const told = and(
      eq(pushNotifications.matchId, match.id),
      isNull(pushNotifications.eventId),
      like(pushNotifications.body, `${ABORTED_TEXT}%`),
    );
    const rows = await db.select({ userId: pushNotifications.userId }).from(pushNotifications).where(told);
    if (rows.length === 0) return;
    const message = pushAbortWithdrawalFor(match);
    await db
      .update(pushNotifications)
      .set({ title: message.title, body: message.body, createdAt: new Date() })
      .where(told);
    await send(
      rows.map((r) => r.userId),
      message,
    );
  }

  return { eventCreated, eventDeleted, eventUpdated, matchChanged, matchDeleted };
}
