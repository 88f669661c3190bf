import { sql } from "drizzle-orm";
import { emptyStats, type PlayerStats, type PlayerTeamStats } from "#shared/players/stats.ts";
import { compareCodeUnits, compareNames } from "#shared/text/compare-names.ts";
import type { DbOrTx } from "../../db/client.ts";

// The counters (player-stat-counters.ts) are per player, season and the team he played for.
// One rule for what a page shows of them: beside a player in a team's list (the squad, the
// line-ups and the live frames that patch them, the club's player list) it is what he did for
// that team, the one he plays for now; his own page shows everything he did, with the teams
// he did it for (`statsByTeamOfPlayer`). So a player moved to another team starts there at 0
// and his goals stay with the team he scored them for.

type StatsRow = {
  goals: number;
  assists: number;
  yellow: number;
  yellow_red: number;
  red: number;
};

const SUMS = sql`sum(s.goals)::int as goals, sum(s.assists)::int as assists,
  sum(s.yellow_cards)::int as yellow, sum(s.yellow_red_cards)::int as yellow_red,
  sum(s.red_cards)::int as red`;

function toStats(row: StatsRow): PlayerStats {
  return {
    goals: row.goals,
    assists: row.assists,
    yellowCards: row.yellow,
    yellowRedCards: row.yellow_red,
    redCards: row.red,
  };
}

/**
 * Goals, assists and cards over all seasons of each player for the team he plays for now: one
 * indexed read of a few rows per player, whatever the number of events. Players without any get
 * zeros.
 */
export async function statsForPlayers(db: DbOrTx, playerIds: string[]): Promise<Map<string, PlayerStats>> {
  const result = new Map<string, PlayerStats>();
  for (const id of playerIds) result.set(id, emptyStats());
  if (playerIds.length === 0) return result;
  const rows = await db.execute<StatsRow & { player_id: string }>(sql`
    select s.player_id, ${SUMS}
    from player_season_stats s
    join players p on p.id = s.player_id and p.team_id = s.team_id
    where s.player_id in ${playerIds}
    group by s.player_id`);
  for (const row of rows) result.set(row.player_id, toStats(row));
  return result;
}

/**
 * A player's goals, assists and cards over all seasons, in total and per team he has numbers
 * for: the team he plays for now first, then the others by name.
 */
export async function statsByTeamOfPlayer(
  db: DbOrTx,
  playerId: string,
): Promise<{ stats: PlayerStats; statsByTeam: PlayerTeamStats[] }> {
  const rows = await db.execute<StatsRow & { team_id: string; team_name: string; is_current: boolean }>(sql`
    select t.id as team_id, t.name as team_name, (t.id = p.team_id) as is_current, x.goals, x.assists,
           x.yellow, x.yellow_red, x.red
    from (
      select s.player_id, s.team_id, ${SUMS} from player_season_stats s where s.player_id = ${playerId}::uuid
      group by s.player_id, s.team_id
    ) x
    join teams t on t.id = x.team_id
    join players p on p.id = x.player_id
    where x.goals + x.assists + x.yellow + x.yellow_red + x.red > 0`);
  const statsByTeam = [...rows]
    .sort(
      (a, b) =>
        Number(b.is_current) - Number(a.is_current) ||
        compareNames(a.team_name, b.team_name) ||
        compareCodeUnits(a.team_id, b.team_id),
    )
    .map((r) => ({ teamId: r.team_id, teamName: r.team_name, stats: toStats(r) }));
  const stats = emptyStats();
  for (const { stats: s } of statsByTeam) {
    stats.goals += s.goals;
    stats.assists += s.assists;
    stats.yellowCards += s.yellowCards;
    stats.yellowRedCards += s.yellowRedCards;
    stats.redCards += s.redCards;
  }
  return { stats, statsByTeam };
}
