import { sql } from "drizzle-orm";
import { emptyStats, type PlayerStats } from "#shared/players/stats.ts";
import type { DbOrTx } from "../../db/client.ts";

/**
 * Goals, assists and cards per player over all seasons, from the counters
 * (player-stat-counters.ts): one indexed read of a few rows per player, whatever the number of
 * events. Players without any get zeros.
 */
export async function statsForPlayers(db: DbOrTx, playerIds: string[]): Promise<Map<string, PlayerStats>> {
  const result = new Map<string, PlayerStats>();
  for (const id of playerIds) result.set(id, emptyStats());
  if (playerIds.length === 0) return result;
  const rows = await db.execute<{
    player_id: string;
    goals: number;
    assists: number;
    yellow: number;
    yellow_red: number;
    red: number;
  }>(sql`
    select player_id, sum(goals)::int as goals, sum(assists)::int as assists,
           sum(yellow_cards)::int as yellow, sum(yellow_red_cards)::int as yellow_red,
           sum(red_cards)::int as red
    from player_season_stats
    where player_id in ${playerIds}
    group by player_id`);
  for (const row of rows) {
    result.set(row.player_id, {
      goals: row.goals,
      assists: row.assists,
      yellowCards: row.yellow,
      yellowRedCards: row.yellow_red,
      redCards: row.red,
    });
  }
  return result;
}
