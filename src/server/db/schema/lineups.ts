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
import { TEAM_SIDES } from "#shared/constants.ts";
import { LINEUP_ROLES } from "#shared/lineups/schema.ts";
import { matches } from "./matches.ts";
import { inList } from "./sql-lists.ts";
import { players } from "./teams.ts";

/**
 * The line-up of one side of a match: starting eleven and bench, in order.
 * A row names a player of that side's team, or (for an opponent without players on the
 * platform) carries a free-text name. Replaced as a whole on every save.
 */
export const matchLineupEntries = pgTable(
  "match_lineup_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    side: text("side", { enum: TEAM_SIDES }).notNull(),
    role: text("role", { enum: LINEUP_ROLES }).notNull(),
    sortOrder: integer("sort_order").notNull(),
    playerId: uuid("player_id").references(() => players.id, { onDelete: "cascade" }),
    name: text("name"),
    shirtNumber: integer("shirt_number"),
    isCaptain: boolean("is_captain").notNull().default(false),
    isGoalkeeper: boolean("is_goalkeeper").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("match_lineup_entries_match_idx").on(t.matchId, t.side, t.role, t.sortOrder),
    uniqueIndex("match_lineup_entries_player_idx").on(t.matchId, t.playerId),
    check("match_lineup_entries_side_check", inList("side", TEAM_SIDES)),
    check("match_lineup_entries_role_check", inList("role", LINEUP_ROLES)),
    check("match_lineup_entries_who_check", sql`(${t.playerId} IS NULL) <> (${t.name} IS NULL)`),
    check("match_lineup_entries_number_check", sql`${t.shirtNumber} BETWEEN 1 AND 99`),
  ],
);
