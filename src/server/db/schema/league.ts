import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CANTONS, FAIR_PLAY_CORRECTION_KINDS, LEAGUES } from "#shared/constants.ts";
import { PENDING_PROPOSAL_STATUSES } from "#shared/matches/proposals.ts";
import { user } from "./auth.ts";
import { clubs } from "./clubs.ts";
import { matchProposals } from "./match-proposals.ts";
import { matchEvents, matches } from "./matches.ts";
import { inList } from "./sql-lists.ts";
import { teams } from "./teams.ts";

/** The states of a match not yet played that a withdrawal calls off. */
const WITHDRAWAL_CANCELLED_STATUSES = ["scheduled", "postponed"] as const;

/**
 * Where a team plays in a season (decision 018): canton, league and group. A season
 * without a row of its own carries the team's latest earlier open placement forward. A move by
 * the league office in a running season closes the old row (`ends_at`) and opens a new one
 * (`starts_at`), so the matches played before it stay in the old group's table.
 */
export const teamPlacements = pgTable(
  "team_placements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** Start year of the season ('2025' = 2025/26). */
    season: integer("season").notNull(),
    canton: text("canton", { enum: CANTONS }).notNull(),
    league: text("league", { enum: LEAGUES }).notNull(),
    groupName: text("group_name").notNull().default("Gruppe 1"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Withdrawn from the season by the league office: its matches stop counting, it stands last. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnReason: text("withdrawn_reason"),
    /**
     * Set on the placement a mid-season move ended when the league office decided that the
     * team's matches in it are annulled: they stop counting in that group's table.
     */
    matchesAnnulledAt: timestamp("matches_annulled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("team_placements_group_idx").on(t.canton, t.league, t.groupName, t.season),
    index("team_placements_team_idx").on(t.teamId, t.season),
    uniqueIndex("team_placements_open_unique").on(t.teamId, t.season).where(sql`${t.endsAt} IS NULL`),
    check("team_placements_league_check", inList("league", LEAGUES)),
    check("team_placements_canton_check", inList("canton", CANTONS)),
    check("team_placements_season_check", sql`${t.season} BETWEEN 2000 AND 2100`),
    check("team_placements_group_check", sql`length(${t.groupName}) BETWEEN 1 AND 40`),
  ],
);

/** Points the league office deducted from a team in a season, with the reason shown under the table. */
export const pointDeductions = pgTable(
  "point_deductions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    points: integer("points").notNull(),
    reason: text("reason").notNull(),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("point_deductions_team_idx").on(t.teamId, t.season),
    check("point_deductions_points_check", sql`${t.points} BETWEEN 1 AND 99`),
  ],
);

/**
 * Fair-play points the league office added to a team's season: a red card valued above its
 * default 3 (up to 12), or officials' misconduct. A red card's correction names its card
 * (`names_card`, with the match and the event): it counts exactly while that card counts
 * (`countingCorrectionsSql`). The card or its match may be deleted later (both set null), so
 * `names_card` keeps such a correction apart from the older ones that never named a card.
 */
export const fairPlayCorrections = pgTable(
  "fair_play_corrections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    matchId: uuid("match_id").references(() => matches.id, { onDelete: "set null" }),
    eventId: uuid("event_id").references(() => matchEvents.id, { onDelete: "set null" }),
    namesCard: boolean("names_card").notNull().default(false),
    kind: text("kind", { enum: FAIR_PLAY_CORRECTION_KINDS }).notNull(),
    points: integer("points").notNull(),
    reason: text("reason").notNull(),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("fair_play_corrections_team_idx").on(t.teamId, t.season),
    check("fair_play_corrections_points_check", sql`${t.points} BETWEEN 1 AND 50`),
    check("fair_play_corrections_kind_check", inList("kind", FAIR_PLAY_CORRECTION_KINDS)),
    check("fair_play_corrections_names_card_check", sql`not ${t.namesCard} or ${t.kind} = 'red_card'`),
    // A card is raised once: two corrections of it would go beyond the catalogue's maximum.
    uniqueIndex("fair_play_corrections_event_idx").on(t.eventId).where(sql`${t.eventId} is not null`),
  ],
);

/**
 * An upcoming match of the group the league office called off by a team's withdrawal, with
 * what it was before: taking the withdrawal back sets it again as it stood, and only the
 * matches this withdrawal called off (not one a club cancelled for a reason of its own).
 */
export const withdrawalCancellations = pgTable(
  "withdrawal_cancellations",
  {
    matchId: uuid("match_id")
      .primaryKey()
      .references(() => matches.id, { onDelete: "cascade" }),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    statusBefore: text("status_before", { enum: WITHDRAWAL_CANCELLED_STATUSES }).notNull(),
    /** A postponed match's reason («Nebel»), given back with its status. */
    reasonBefore: text("reason_before"),
    /** The reason the withdrawal wrote: a match cancelled again since says something else. */
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("withdrawal_cancellations_team_idx").on(t.teamId, t.season),
    check("withdrawal_cancellations_status_check", inList("status_before", WITHDRAWAL_CANCELLED_STATUSES)),
  ],
);

/**
 * A waiting proposal of one of the team's matches that its withdrawal closed («Hinfällig: Rückzug
 * von … aus der Gruppe»), with the status it waited in: taking the withdrawal back opens it again
 * where its match is still as it was made on (and only those this withdrawal closed).
 */
export const withdrawalClosedProposals = pgTable(
  "withdrawal_closed_proposals",
  {
    proposalId: uuid("proposal_id")
      .primaryKey()
      .references(() => matchProposals.id, { onDelete: "cascade" }),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    season: integer("season").notNull(),
    statusBefore: text("status_before", { enum: PENDING_PROPOSAL_STATUSES }).notNull(),
    /** The note the withdrawal wrote: a proposal answered otherwise since is not this withdrawal's. */
    note: text("note").notNull(),
    /**
     * The other club's answer the proposal carried before (its «Ablehnen» of one handed to the
     * office since, disputed), which the withdrawal's close wrote over: the undo puts it back.
     */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredByUserId: uuid("answered_by_user_id").references(() => user.id, { onDelete: "set null" }),
    answeredByClubId: uuid("answered_by_club_id").references(() => clubs.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("withdrawal_closed_proposals_team_idx").on(t.teamId, t.season),
    check("withdrawal_closed_proposals_status_check", inList("status_before", PENDING_PROPOSAL_STATUSES)),
  ],
);
