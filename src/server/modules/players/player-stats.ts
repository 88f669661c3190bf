import { sql } from "drizzle-orm";
import { emptyStats, type PlayerStats } from "#shared/players/stats.ts";
import type { DbOrTx } from "../../db/client.ts";
import { countedMatchSql } from "../counting/counted-match.ts";
import { eventCountColumns, isScorerGoalSql } from "../counting/event-counts.ts";

/**
 * Goals, assists and cards per player, counted from match events (never stored on the
 * player), so a goal entered in the live ticker shows everywhere at once. What counts is
 * counting/event-counts.ts; the assist rule matches `statsFromEvents` in shared/player-stats.ts: only
 * on a player's goal, never on one's own goal.
 */
export async function statsForPlayers(db: DbOrTx, playerIds: string[]): Promise<Map<string, PlayerStats>> {
  const result = new Map<string, PlayerStats>();
  for (const id of playerIds) result.set(id, emptyStats());
  if (playerIds.length === 0) return result;
  // Only events of standing matches count (the rule of counting/counted-match.ts). Counts and assists
  // in one statement: one round trip per page instead of two, one after the other.
  const rows = await db.execute<{
    kind: "counts" | "assists";
    player_id: string;
    goals: number;
    yellow: number;
    yellow_red: number;
    red: number;
    assists: number;
  }>(sql`
      select 'counts' as kind, e.player_id, ${eventCountColumns("e")}, 0 as assists
      from match_events e join matches m on m.id = e.match_id and ${countedMatchSql("m")}
      where e.player_id in ${playerIds}
      group by e.player_id
      union all
      select 'assists', e.assist_player_id, 0, 0, 0, 0, count(*)::int
      from match_events e join matches m on m.id = e.match_id and ${countedMatchSql("m")}
      where ${isScorerGoalSql("e")} and e.assist_player_id in ${playerIds}
        and e.assist_player_id is distinct from e.player_id
      group by e.assist_player_id`);
  const counts = rows.filter((row) => row.kind === "counts");
  const assists = rows.filter((row) => row.kind === "assists");
  for (const row of counts) {
    result.set(row.player_id, {
      goals: row.goals,
      assists: 0,
      yellowCards: row.yellow,
      yellowRedCards: row.yellow_red,
      redCards: row.red,
    });
  }
  for (const row of assists) {
    const stats = result.get(row.player_id);
    if (stats) stats.assists = row.assists;
  }
  return result;
}
