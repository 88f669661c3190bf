import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { COMPETITIONS, TEAM_SIDES } from "#shared/constants.ts";
import { PROPOSAL_KINDS, PROPOSAL_STATUSES } from "#shared/matches/proposals.ts";
import { user } from "./auth.ts";
import { clubs } from "./clubs.ts";
import { matches } from "./matches.ts";
import { inList } from "./sql-lists.ts";

/**
 * A change of an agreed match proposed by one club. The row outlives the match
 * when an agreed deletion removes it (match_id set null, match_label keeps what it was).
 */
export const matchProposals = pgTable(
  "match_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matchId: uuid("match_id").references(() => matches.id, { onDelete: "set null" }),
    matchLabel: text("match_label").notNull(),
    kind: text("kind", { enum: PROPOSAL_KINDS }).notNull(),
    status: text("status", { enum: PROPOSAL_STATUSES }).notNull().default("open"),
    homeScore: integer("home_score"),
    awayScore: integer("away_score"),
    /** A proposed «Forfait»: the side that forfeited (the score is then 3:0 against it). */
    forfeit: text("forfeit", { enum: TEAM_SIDES }),
    previousScore: text("previous_score"),
    /** A schedule proposal: the kick-off, venue and competition it would set. */
    matchDate: timestamp("match_date", { withTimezone: true }),
    stadium: text("stadium"),
    competition: text("competition", { enum: COMPETITIONS }),
    /** The kick-off the proposal was made on: a match moved since is not changed by it. */
    previousMatchDate: timestamp("previous_match_date", { withTimezone: true }),
    reason: text("reason"),
    proposedByClubId: uuid("proposed_by_club_id").references(() => clubs.id, { onDelete: "set null" }),
    proposedByUserId: uuid("proposed_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /**
     * The other playing club, the one that answers: kept on the row so it still sees the
     * proposal on its dashboard once an agreed deletion removed the match.
     */
    otherClubId: uuid("other_club_id").references(() => clubs.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredByUserId: uuid("answered_by_user_id").references(() => user.id, { onDelete: "set null" }),
    answeredByClubId: uuid("answered_by_club_id").references(() => clubs.id, { onDelete: "set null" }),
    /** Null while a club answers; the league office's note when it decided. */
    officeNote: text("office_note"),
  },
  (t) => [
    // One pending proposal per match: the next one waits for the answer.
    uniqueIndex("match_proposals_pending_idx").on(t.matchId).where(sql`${t.status} in ('open', 'disputed')`),
    index("match_proposals_status_idx").on(t.status, t.createdAt),
    check("match_proposals_kind_check", inList("kind", PROPOSAL_KINDS)),
    check("match_proposals_status_check", inList("status", PROPOSAL_STATUSES)),
    check("match_proposals_forfeit_check", inList("forfeit", TEAM_SIDES)),
    check("match_proposals_competition_check", inList("competition", COMPETITIONS)),
    check("match_proposals_scores_check", sql`${t.homeScore} >= 0 AND ${t.awayScore} >= 0`),
  ],
);
