import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { MATCH_STATUSES } from "#shared/constants.ts";
import type { PushTopic } from "#shared/push/schema.ts";
import { user } from "./auth.ts";
import { matches } from "./matches.ts";
import { teams } from "./teams.ts";

/** A browser's Web Push subscription (one per device and browser); the push service's URL is unique. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/** What a fan wants to hear about one favourite team; no row means nothing. */
export const pushPreferences = pgTable(
  "push_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    kickoff: boolean("kickoff").notNull().default(false),
    goals: boolean("goals").notNull().default(false),
    cards: boolean("cards").notNull().default(false),
    halfTime: boolean("half_time").notNull().default(false),
    fullTime: boolean("full_time").notNull().default(false),
    /** A public match not yet played is cancelled, postponed, set again or moved. */
    changes: boolean("changes").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] }), index("push_preferences_team_idx").on(t.teamId)],
);

/** Every notification made for a fan, listed on the dashboard (sent to each of the fan's devices). */
export const pushNotifications = pgTable(
  "push_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    matchId: uuid("match_id").references(() => matches.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    url: text("url").notNull(),
    /**
     * The match event it told of and that event's topic: when the event is corrected or taken
     * back, the fans who got it get the correction and this row its new text. No reference:
     * the event may be deleted, the row stays.
     */
    eventId: uuid("event_id"),
    topic: text("topic").$type<PushTopic>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("push_notifications_user_idx").on(t.userId, t.createdAt),
    index("push_notifications_event_idx").on(t.eventId),
  ],
);

/**
 * What the push sender last read of a public match's schedule: a change is told by its step
 * from this (realtime_log keeps a day, and a match is often called off long after it was set).
 */
export const pushMatchSchedules = pgTable("push_match_schedules", {
  /**
   * No reference: the snapshot outlives its match so that the sender, reading the deletion later,
   * can tell the fans the match they knew is off. The sender drops it then.
   */
  matchId: uuid("match_id").primaryKey(),
  status: text("status", { enum: MATCH_STATUSES }).notNull(),
  matchDate: timestamp("match_date", { withTimezone: true }).notNull(),
  stadium: text("stadium"),
  cancellationReason: text("cancellation_reason"),
  /**
   * Who played it then: the fans of a team taken out of the match hear it is off for them. No
   * reference: the team may be deleted later, the snapshot stays.
   */
  homeTeamId: uuid("home_team_id").notNull(),
  awayTeamId: uuid("away_team_id").notNull(),
});

/** Where the one push sender of the cluster stopped reading realtime_log (a single row, id 1). */
export const pushSenderState = pgTable("push_sender_state", {
  id: integer("id").primaryKey(),
  lastLogId: bigint("last_log_id", { mode: "number" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
