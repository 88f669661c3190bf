import { sql } from "drizzle-orm";
import type { ClubTeam, ClubTeamFixtures } from "#shared/clubs/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { listMatches } from "../matches/match-queries.ts";

/**
 * Each team's next match (the one being played, else the next by date, also a cancelled or
 * postponed one: fans look for it) and its last one (the latest up to now that is not live),
 * with the same rule for what is upcoming and past as the schedule. Accepted matches only,
 * also against opponents the league office has not placed.
 */
export async function listClubFixtures(
  db: DbOrTx,
  teams: readonly ClubTeam[],
  now: Date = new Date(),
): Promise<ClubTeamFixtures[]> {
  if (teams.length === 0) return [];
  const ids = sql.join(
    teams.map((t) => sql`${t.id}::uuid`),
    sql`, `,
  );
  const at = now.toISOString();
  const rows = await db.execute<{ team_id: string; next_id: string | null; last_id: string | null }>(sql`
    select t.id as team_id, n.id as next_id, l.id as last_id
    from unnest(array[${ids}]) as t(id)
    left join lateral (
      select m.id from matches m
      where (m.home_team_id = t.id or m.away_team_id = t.id) and m.acceptance = 'accepted'
        and (m.status = 'live'
          or (m.match_date > ${at}::timestamptz and m.status in ('scheduled', 'cancelled', 'postponed')))
      order by (m.status = 'live') desc, m.match_date asc, m.id asc
      limit 1
    ) n on true
    left join lateral (
      select m.id from matches m
      where (m.home_team_id = t.id or m.away_team_id = t.id) and m.acceptance = 'accepted'
        and m.match_date <= ${at}::timestamptz and m.status <> 'live'
      order by m.match_date desc, m.id desc
      limit 1
    ) l on true`);
  const found = [...rows];
  const matchIds = [
    ...new Set(found.flatMap((r) => [r.next_id, r.last_id]).filter((id): id is string => id !== null)),
  ];
  const byId = new Map((await listMatches(db, { matchIds, limit: 500 })).map((m) => [m.id, m]));
  return teams.map((team) => {
    const row = found.find((r) => r.team_id === team.id);
    return {
      teamId: team.id,
      teamName: team.name,
      league: team.league,
      next: (row?.next_id && byId.get(row.next_id)) || null,
      last: (row?.last_id && byId.get(row.last_id)) || null,
    };
  });
}
