import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CANTONS, LEAGUES, POSITIONS } from "#shared/constants.ts";
import { clubs } from "./clubs.ts";
import { inList } from "./sql-lists.ts";

export const teams = pgTable(
  "teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    teamImageUrl: text("team_image_url"),
    // Null for an opponent created while scheduling; then createdByClubId says who may edit it.
    clubId: uuid("club_id").references(() => clubs.id, { onDelete: "cascade" }),
    createdByClubId: uuid("created_by_club_id").references(() => clubs.id, { onDelete: "set null" }),
    league: text("league", { enum: LEAGUES }).notNull(),
    canton: text("canton", { enum: CANTONS }).notNull(),
    // Set instead of deleting a team that has completed matches: their results stay in every table.
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /**
     * An opponent without a club that a club created (dialog, fixture import): its matches count
     * in no public list or table until the league office has placed it
     * (counting/counted-match.ts); the creating club's own pages show them.
     */
    awaitingOffice: boolean("awaiting_office").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("teams_club_idx").on(t.clubId, t.createdAt),
    index("teams_canton_league_idx").on(t.canton, t.league),
    check("teams_league_check", inList("league", LEAGUES)),
    check("teams_canton_check", inList("canton", CANTONS)),
  ],
);

export const players = pgTable(
  "players",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    playerNumber: integer("player_number"),
    playerImageUrl: text("player_image_url"),
    birthYear: integer("birth_year"),
    atClubSince: integer("at_club_since"),
    position: text("position", { enum: POSITIONS }),
    /** "Einverständnis liegt vor": a junior's photo and birth year may be shown publicly. */
    mediaConsent: boolean("media_consent").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("players_team_idx").on(t.teamId, t.lastName),
    // Shirt numbers are unique within a team: players_team_number_unique is created by hand at
    // the end of migration 0003 after renumbering old duplicates, so it is not declared here.
    check("players_number_check", sql`${t.playerNumber} BETWEEN 1 AND 99`),
    check("players_birth_year_check", sql`${t.birthYear} BETWEEN 1950 AND 2100`),
    check("players_since_check", sql`${t.atClubSince} BETWEEN 1950 AND 2100`),
    check("players_position_check", inList("position", POSITIONS)),
  ],
);

export const coaches = pgTable(
  "coaches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    role: text("role").notNull().default("Trainer"),
    coachImageUrl: text("coach_image_url"),
    birthYear: integer("birth_year"),
    atClubSince: integer("at_club_since"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("coaches_team_idx").on(t.teamId),
    check("coaches_birth_year_check", sql`${t.birthYear} BETWEEN 1900 AND 2100`),
    check("coaches_since_check", sql`${t.atClubSince} BETWEEN 1900 AND 2100`),
  ],
);
