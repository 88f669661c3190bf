import { and, eq, inArray } from "drizzle-orm";
import type { MATCH_STATUSES } from "#shared/constants.ts";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import type { PushTopic } from "#shared/push/schema.ts";
import type { DbOrTx } from "../../db/client.ts";
import { favorites, pushNotifications, pushPreferences, pushSubscriptions } from "../../db/schema/index.ts";
import { findMatchSummary } from "../matches/match-queries.ts";
import { type PushMessage, pushMessageFor, pushWithdrawalFor, topicForEvent } from "./push-messages.ts";

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
} as const;

/**
 * A match whose events are being corrected is live or over; one set back to scheduled (a replay
 * clears the aborted match's events) tells its fans nothing per goal.
 */
const CORRECTABLE: ReadonlySet<(typeof MATCH_STATUSES)[number]> = new Set(["live", "completed"]);

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

  async function eventCreated(event: MatchEventView): Promise<void> {
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
        eventId: event.id,
        topic,
      })),
    );
    await send(userIds, message);
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
    if (!first?.topic) return null;
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

  return { eventCreated, eventDeleted, eventUpdated };
}
