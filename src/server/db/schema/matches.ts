import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  COMPETITIONS,
  MATCH_ACCEPTANCES,
  MATCH_PERIODS,
  MATCH_STATUSES,
  type MatchPeriod,
  type MatchStatus,
  STORED_EVENT_TYPES,
  TEAM_SIDES,
} from "#shared/constants.ts";
import { clubApiKeys } from "./api-keys.ts";
import { user } from "./auth.ts";
import { clubs } from "./clubs.ts";
import { inList } from "./sql-lists.ts";
import { players, teams } from "./teams.ts";

/** The match as it was before the live ticker ended or aborted it. */
export interface LiveUndoState {
  action: "end" | "abort";
  status: MatchStatus;
  period: MatchPeriod;
  periodStartedAt: string | null;
  stoppageMinutes: number;
  cancellationReason: string | null;
  /** The final whistle event the end recorded, removed again by an undo. */
  finalWhistleEventId: string | null;
}

export const matches = pgTable(
  "matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    homeTeamId: uuid("home_team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "restrict" }),
    awayTeamId: uuid("away_team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "restrict" }),
    matchDate: timestamp("match_date", { withTimezone: true }).notNull(),
    stadium: text("stadium"),
    status: text("status", { enum: MATCH_STATUSES }).notNull().default("scheduled"),
    homeScore: integer("home_score"),
    awayScore: integer("away_score"),
    cancellationReason: text("cancellation_reason"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    // The server-owned live clock: which half, when it (re)started, the stoppage announced for it.
    period: text("period", { enum: MATCH_PERIODS }).notNull().default("not_started"),
    periodStartedAt: timestamp("period_started_at", { withTimezone: true }),
    stoppageMinutes: integer("stoppage_minutes").notNull().default(0),
    // What 'Rückgängig' restores after the live ticker ended or aborted the match, and when that
    // happened (the undo window is counted from it); null once nothing can be undone.
    liveUndo: jsonb("live_undo").$type<LiveUndoState>(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdByClubId: uuid("created_by_club_id").references(() => clubs.id, { onDelete: "set null" }),
    // A match against another club's team waits for that club (match-access.ts).
    acceptance: text("acceptance", { enum: MATCH_ACCEPTANCES }).notNull().default("accepted"),
    competition: text("competition", { enum: COMPETITIONS }).notNull().default("league"),
    // «Forfait»: the side that forfeited; the score is 0:3 against it and no player statistics count.
    forfeit: text("forfeit", { enum: TEAM_SIDES }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The public schedule's pages: date order with the id as tie-break (the page cursor), so a
    // page reads its 24 rows, not every match of a Saturday's 15:00 kickoff before sorting.
    index("matches_date_id_idx").on(t.matchDate, t.id),
    // A team's matches in date order: a league table reads one season of its teams' home
    // matches (not a scan of the season's matches of the whole country).
    index("matches_home_date_idx").on(t.homeTeamId, t.matchDate),
    index("matches_away_date_idx").on(t.awayTeamId, t.matchDate),
    // The live list reads status = 'live' in date order and stops at its limit; with status
    // alone the planner hashed every team for it (bench/reads.ts: 36 ms at 20,000 teams).
    index("matches_status_date_idx").on(t.status, t.matchDate),
    check("matches_teams_differ_check", sql`${t.homeTeamId} <> ${t.awayTeamId}`),
    check("matches_status_check", inList("status", MATCH_STATUSES)),
    check("matches_period_check", inList("period", MATCH_PERIODS)),
    check("matches_scores_check", sql`${t.homeScore} >= 0 AND ${t.awayScore} >= 0`),
    check("matches_acceptance_check", inList("acceptance", MATCH_ACCEPTANCES)),
    check("matches_competition_check", inList("competition", COMPETITIONS)),
    check("matches_forfeit_check", inList("forfeit", TEAM_SIDES)),
    check("matches_stoppage_check", sql`${t.stoppageMinutes} BETWEEN 0 AND 30`),
  ],
);

export const matchEvents = pgTable(
  "match_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    eventType: text("event_type", { enum: STORED_EVENT_TYPES }).notNull(),
    minute: integer("minute").notNull(),
    // Stoppage on top of the minute: 45+2 is minute 45, added minute 2.
    addedMinute: integer("added_minute"),
    playerId: uuid("player_id").references(() => players.id, { onDelete: "set null" }),
    assistPlayerId: uuid("assist_player_id").references(() => players.id, { onDelete: "set null" }),
    // The player coming on in a substitution (player_id is the one going off).
    playerInId: uuid("player_in_id").references(() => players.id, { onDelete: "set null" }),
    // The side the event belongs to (the player's team, or chosen for an event without player).
    // An own goal belongs to the side that scored it into its own net and counts for the other.
    teamSide: text("team_side", { enum: TEAM_SIDES }),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("match_events_match_idx").on(t.matchId, t.minute),
    index("match_events_player_idx").on(t.playerId),
    index("match_events_assist_idx").on(t.assistPlayerId),
    index("match_events_player_in_idx").on(t.playerInId),
    check("match_events_added_minute_check", sql`${t.addedMinute} BETWEEN 1 AND 30`),
    check("match_events_minute_check", sql`${t.minute} BETWEEN 0 AND 120`),
    check("match_events_type_check", inList("event_type", STORED_EVENT_TYPES)),
    check("match_events_side_check", inList("team_side", TEAM_SIDES)),
  ],
);

export const matchReports = pgTable(
  "match_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => user.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    highlights: text("highlights"),
    manOfMatchPlayerId: uuid("man_of_match_player_id").references(() => players.id, { onDelete: "set null" }),
    attendance: integer("attendance"),
    weatherConditions: text("weather_conditions"),
    refereeNotes: text("referee_notes"),
    // The referee's name as the Matchtelegramm prints it ('SR Meier'); the notes are opinions.
    referee: text("referee"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("match_reports_match_idx").on(t.matchId),
    check("match_reports_attendance_check", sql`${t.attendance} >= 0`),
  ],
);

/**
 * Every change to a match, its events or its result (who, when, what, old → new), written by
 * recordMatchChange in the transaction of the change. Both clubs read it.
 */
export const matchHistory = pgTable(
  "match_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    /** Set when a club's API key made the change; the user is then the key's creator. */
    apiKeyId: uuid("api_key_id").references(() => clubApiKeys.id, { onDelete: "set null" }),
    /** The club the change was made for; the other club is shown it as a note. */
    clubId: uuid("club_id").references(() => clubs.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    changes: jsonb("changes").notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("match_history_match_idx").on(t.matchId, t.createdAt)],
);

/**
 * Append-only log of realtime changes. Its id is the SSE event id, so a client that
 * reconnects with Last-Event-ID is sent every row after it. NOTIFY carries only the id.
 */
export const realtimeLog = pgTable(
  "realtime_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    matchId: uuid("match_id").notNull(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("realtime_log_match_idx").on(t.matchId, t.id)],
);
