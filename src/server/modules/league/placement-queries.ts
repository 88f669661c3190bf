import { type SQL, sql } from "drizzle-orm";
import type { Canton, League } from "#shared/constants.ts";
import { sameGroupName } from "#shared/league/groups.ts";
import { seasonRange } from "#shared/matches/season.ts";
import type { DbOrTx } from "../../db/client.ts";
import { instantLiteral } from "../../db/plan-literals.ts";

// Where teams play in a season (decision 018), for the tables, the rankings and the league
// office. A team's placement in season S is its rows of S (several when the league office moved
// it during S: each holds from `starts_at` until `ends_at`); a season without a row of its own
// carries the latest earlier open row forward, so promotions set ahead and new seasons need no
// copying. Before its first placement a team is in a season's table only where it played a
// league match of that season (results entered afterwards, data from before placements
// existed), in its first placement; so a team created today is in no earlier season's table.

export interface PlacementFilter {
  canton?: Canton | undefined;
  league?: League | undefined;
  /** One name, or the stored spellings of one (storedGroupSpellings). */
  group?: string | readonly string[] | undefined;
}

function conditions(filter: PlacementFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.canton) parts.push(sql`p.canton = ${filter.canton}`);
  if (filter.league) parts.push(sql`p.league = ${filter.league}`);
  if (typeof filter.group === "string" && filter.group) parts.push(sql`p.group_name = ${filter.group}`);
  else if (typeof filter.group === "object") {
    const names = filter.group.map((name) => sql`${name}`);
    parts.push(names.length > 0 ? sql`p.group_name in (${sql.join(names, sql`, `)})` : sql`false`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The placements of `season` as a subquery with the columns team_id, canton, league,
 * group_name, starts_at, ends_at, withdrawn_at, matches_annulled_at. The season is written into the statement (see
 * ranking-queries.ts: generic plans); the filter's values are parameters.
 */
export function placementsSql(season: number, filter: PlacementFilter = {}): SQL {
  const s = sql.raw(String(Math.trunc(season)));
  const where = conditions(filter);
  const { from, to } = seasonRange(season);
  return sql`(
    select p.team_id, p.canton, p.league, p.group_name, p.starts_at, p.ends_at, p.withdrawn_at,
           p.matches_annulled_at
    from team_placements p
    where p.season = ${s} and ${where}
    union all
    select p.team_id, p.canton, p.league, p.group_name, null::timestamptz, null::timestamptz, null::timestamptz,
           null::timestamptz
    from team_placements p
    where p.season < ${s} and p.ends_at is null and ${where}
      and not exists (
        select 1 from team_placements q
        where q.team_id = p.team_id and q.season > p.season and q.season <= ${s}
      )
    union all
    select p.team_id, p.canton, p.league, p.group_name, null::timestamptz, null::timestamptz, null::timestamptz,
           null::timestamptz
    from team_placements p
    where p.season > ${s} and p.starts_at is null and ${where}
      and p.season = (select min(r.season) from team_placements r where r.team_id = p.team_id)
      and exists (
        select 1 from matches m
        where (m.home_team_id = p.team_id or m.away_team_id = p.team_id) and m.competition = 'league'
          and m.match_date >= ${instantLiteral(from)} and m.match_date < ${instantLiteral(to)}
      )
  )`;
}

/**
 * Aggregated over a team's rows of a group (grouped by team): every one of them was ended by a
 * move, so the team left the group during the season. Carried-forward rows are never ended.
 */
export function movedAwaySql(placement: string): SQL {
  return sql`bool_and(${sql.raw(placement)}.ends_at is not null)`;
}

/**
 * Where the team of `teamId` (an SQL expression) plays since its last move in `season`: its open
 * row of that season, as a JSON object { canton, league, group }, or null without one.
 */
export function movedToSql(season: number, teamId: SQL): SQL {
  return sql`(select json_build_object('canton', o.canton, 'league', o.league, 'group', o.group_name)
    from team_placements o
    where o.team_id = ${teamId} and o.season = ${sql.raw(String(Math.trunc(season)))} and o.ends_at is null
    limit 1)`;
}

/** A placement row holds for a match of its team at `matchDate` (an SQL expression). */
export function holdsAt(placement: string, matchDate: SQL): SQL {
  const p = sql.raw(placement);
  return sql`(${p}.starts_at is null or ${matchDate} >= ${p}.starts_at) and (${p}.ends_at is null or ${matchDate} < ${p}.ends_at)`;
}

/**
 * A match of the row's team at `matchDate` counts in the row's group: the row holds then, and
 * the league office did not annul the team's matches there when it moved it (a team moved with
 * its matches annulled takes them out of its old group's table for its opponents too).
 */
export function countsAt(placement: string, matchDate: SQL): SQL {
  return sql`${holdsAt(placement, matchDate)} and ${sql.raw(placement)}.matches_annulled_at is null`;
}

/**
 * How the group `asked` is stored among the placements of `scope` («gruppe 1» is «Gruppe 1»:
 * sameGroupName, the rule of every write). Several where the scope spans leagues that spell it
 * differently; none where there is no such group.
 */
export async function storedGroupSpellings(
  db: DbOrTx,
  season: number,
  scope: Omit<PlacementFilter, "group">,
  asked: string,
): Promise<string[]> {
  const rows = await db.execute<{ group_name: string }>(
    sql`select distinct p.group_name from ${placementsSql(season, scope)} p`,
  );
  return [...rows].map((r) => r.group_name).filter((name) => sameGroupName(name, asked));
}
