import { sql } from "drizzle-orm";
import type { DbOrTx, Sql } from "../../db/client.ts";

// Player statistics are counters, so a player page or a country's ranking reads few rows:
// player_season_stats holds goals, assists and cards per player, season and the team he played
// for (the event's side in its match), kept by database triggers in the same transaction as
// every write of match_events, matches and teams (an opponent placed by the league office), by
// the one rule `player_stat_lines` over the counted matches (migrations 0009, 0021 and 0030).
// Players' pages, line-ups and the scorer and card rankings all read this table, so they cannot
// disagree, and a goal entered in the live ticker counts the moment it commits.

const REBUILD = "select rebuild_player_season_stats()";

/**
 * Recounts every counter from the events. The migration runs it once; a bulk load that wrote
 * events with triggers off (COPY in the bench) runs it afterwards. Takes a Drizzle database or
 * transaction, or a postgres.js `sql`.
 */
export async function rebuildPlayerStatCounters(db: DbOrTx | Sql): Promise<void> {
  if (typeof db === "function") await db.unsafe(REBUILD);
  else await db.execute(sql.raw(REBUILD));
}
