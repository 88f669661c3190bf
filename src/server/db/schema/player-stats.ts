import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { players, teams } from "./teams.ts";

/**
 * Goals, assists and cards per player, season and team, counted from the events of counted
 * matches (the scorer and card counters). The team is the one the player played for in the
 * event's match (its side), not the one he plays for now: a player moved to another team
 * leaves what he did with the team and league he did it for. Never written by the app:
 * triggers on match_events, matches and teams keep it in the transaction of every write, and
 * `rebuild_player_season_stats()` recounts it from the events (migrations 0009, 0021 and 0030,
 * modules/players/player-stat-counters.ts).
 */
export const playerSeasonStats = pgTable(
  "player_season_stats",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    /** Start year of the season (shared/matches/season.ts), of the match's date in Zurich. */
    season: integer("season").notNull(),
    /** The team of the event's side in its match. */
    teamId: uuid("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    goals: integer("goals").notNull().default(0),
    assists: integer("assists").notNull().default(0),
    yellowCards: integer("yellow_cards").notNull().default(0),
    yellowRedCards: integer("yellow_red_cards").notNull().default(0),
    redCards: integer("red_cards").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.season, t.teamId] }),
    // A team's deletion removes its rows (foreign key) without reading the whole table.
    index("player_season_stats_team_idx").on(t.teamId),
    // The scorer and card rankings of a season read the top of these.
    index("player_season_stats_goals_idx").on(t.season, t.goals.desc()),
    index("player_season_stats_cards_idx").on(
      t.season,
      sql`(${t.redCards} + ${t.yellowRedCards}) desc`,
      t.yellowCards.desc(),
    ),
  ],
);
