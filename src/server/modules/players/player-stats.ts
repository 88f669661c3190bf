import { sql } from "drizzle-orm";
import { emptyStats, type PlayerStats } from "#shared/player-stats.ts";
import type { DbOrTx } from "../../db/client.ts";
import { countedMatchSql } from "../matches/match-counts.ts";

/**
 * Goals, assists and cards per player, counted from match events (never stored on the
 * player), so a goal entered in the live ticker shows everywhere at once. The assist rule
 * matches `statsFromEvents` in shared/player-stats.ts: only on goals, never one's own goal.
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
    red: number;
  }>(sql`
    select player_id, sum(goals)::int as goals, sum(assists)::int as assists, sum(yellow)::int as yellow, sum(red)::int as red
    from (
      select player_id,
             (event_type = 'goal')::int as goals, 0 as assists,
             (event_type = 'yellow_card')::int as yellow, (event_type = 'red_card')::int as red
      from match_events e join matches m on m.id = e.match_id and ${countedMatchSql("m")}
      where player_id in ${playerIds}
      union all
      select assist_player_id, 0, 1, 0, 0
      from match_events e join matches m on m.id = e.match_id and ${countedMatchSql("m")}
      where event_type = 'goal' and assist_player_id in ${playerIds} and assist_player_id is distinct from player_id
    ) s
    group by player_id`);
  for (const row of rows) {
    result.set(row.player_id, {
      goals: row.goals,
      assists: row.assists,
      yellowCards: row.yellow,
      redCards: row.red,
    });
  }
  return result;
}
