import { sql } from "drizzle-orm";
import type { Canton, League } from "#shared/constants.ts";
import { compareGroups } from "#shared/league/groups.ts";
import type { OfficeGroup, OfficeLeagueResponse, OfficeTeamSearchResponse } from "#shared/league/types.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { teamLabel } from "#shared/rankings/types.ts";
import { foldSearchText } from "#shared/search/fold-search-text.ts";
import { compareNames } from "#shared/text/compare-names.ts";
import type { DbOrTx } from "../../db/client.ts";
import { byName } from "../../db/name-order.ts";
import { foldSql } from "../../db/schema/sql-lists.ts";
import { countingCorrectionsSql, groupMatchesSql } from "./group-matches.ts";
import { movedAwaySql, placementsSql } from "./placement-queries.ts";
import { type CardRow, cardColumnsSql, cardJoinsSql, cardOf } from "./red-card-corrections.ts";

// What the league office's console reads: a league's groups with their teams, its deductions and
// fair-play corrections in a season (each correction with whether the table counts it, by the
// table's own rule), and teams found by name to place.

export async function findOfficeLeague(
  db: DbOrTx,
  season: number,
  canton: Canton,
  league: League,
): Promise<OfficeLeagueResponse> {
  const placed = placementsSql(season, { canton, league });
  const [teamRows, deductionRows, correctionRows] = await Promise.all([
    db.execute<{
      team_id: string;
      name: string;
      club_id: string | null;
      club_name: string | null;
      group_name: string;
      withdrawn_at: string | null;
      withdrawn_reason: string | null;
      moved_away: boolean;
      awaiting_office: boolean;
    }>(sql`
      select p.team_id, t.name, t.club_id, c.club_name, p.group_name, t.awaiting_office,
             max(p.withdrawn_at) as withdrawn_at,
             (select w.withdrawn_reason from team_placements w
               where w.team_id = p.team_id and w.season = ${season} and w.withdrawn_at is not null limit 1)
               as withdrawn_reason,
             ${movedAwaySql("p")} as moved_away
      from ${placed} p
      join teams t on t.id = p.team_id
      left join clubs c on c.id = t.club_id
      group by p.team_id, t.name, t.club_id, t.awaiting_office, c.club_name, p.group_name`),
    db.execute<{
      id: string;
      team_id: string;
      name: string;
      club_name: string | null;
      points: number;
      reason: string;
      created_at: string;
    }>(sql`
      select d.id, d.team_id, t.name, c.club_name, d.points, d.reason, d.created_at
      from point_deductions d join teams t on t.id = d.team_id left join clubs c on c.id = t.club_id
      where d.season = ${season} and d.team_id in (select p.team_id from ${placed} p)
      order by d.created_at desc, d.id`),
    db.execute<
      CardRow & {
        id: string;
        team_id: string;
        name: string;
        club_name: string | null;
        kind: "red_card" | "officials";
        points: number;
        reason: string;
        created_at: string;
        counts: boolean;
        names_card: boolean;
      }
    >(sql`
      select f.id, f.team_id, t.name, c.club_name, f.kind, f.points, f.reason, f.created_at,
             k.id is not null as counts, f.names_card, ${cardColumnsSql}
      from fair_play_corrections f join teams t on t.id = f.team_id left join clubs c on c.id = t.club_id
      left join ${countingCorrectionsSql(season, sql`select p.team_id from ${placed} p`)} k on k.id = f.id
      ${cardJoinsSql("f")}
      where f.season = ${season} and f.team_id in (select p.team_id from ${placed} p)
      order by f.created_at desc, f.id`),
  ]);

  const groupNames = [...new Set([...teamRows].map((r) => r.group_name))];
  const counted = new Map(
    await Promise.all(
      groupNames.map(
        async (group) => [group, await countedInGroup(db, season, canton, league, group)] as const,
      ),
    ),
  );
  const groups = new Map<string, OfficeGroup>();
  for (const r of teamRows) {
    const group = groups.get(r.group_name) ?? { name: r.group_name, teams: [] };
    group.teams.push({
      teamId: r.team_id,
      name: teamLabel(r.name, r.club_name),
      clubId: r.club_id,
      withdrawnAt: r.withdrawn_at ? new Date(r.withdrawn_at).toISOString() : null,
      withdrawnReason: r.withdrawn_reason,
      countedMatches: counted.get(r.group_name)?.get(r.team_id) ?? 0,
      movedAway: r.moved_away,
      awaitingOffice: r.awaiting_office,
    });
    groups.set(r.group_name, group);
  }
  return {
    season,
    runningSeason: seasonOf(new Date()),
    canton,
    league,
    groups: [...groups.values()]
      .sort((a, b) => compareGroups(a.name, b.name))
      .map((g) => ({ ...g, teams: g.teams.sort((a, b) => compareNames(a.name, b.name)) })),
    deductions: [...deductionRows].map((d) => ({
      id: d.id,
      teamId: d.team_id,
      name: teamLabel(d.name, d.club_name),
      points: d.points,
      reason: d.reason,
      createdAt: new Date(d.created_at).toISOString(),
    })),
    corrections: [...correctionRows].map((f) => ({
      id: f.id,
      teamId: f.team_id,
      name: teamLabel(f.name, f.club_name),
      kind: f.kind,
      points: f.points,
      reason: f.reason,
      createdAt: new Date(f.created_at).toISOString(),
      counts: f.counts,
      card: f.names_card ? cardOf(f) : null,
    })),
  };
}

/**
 * Per team, the matches its group's table counts for it (its Sp there), by the table's own rule
 * (`groupMatchesSql` of the group's placements): a withdrawn team's matches, another group's,
 * and those annulled by a move are in no team's count, as they are in no table.
 */
async function countedInGroup(
  db: DbOrTx,
  season: number,
  canton: Canton,
  league: League,
  group: string,
): Promise<Map<string, number>> {
  const rows = await db.execute<{ team_id: string; n: number }>(sql`
    select side.team_id, count(*)::int as n
    from (${groupMatchesSql(season, placementsSql(season, { canton, league, group }))}) m
    cross join lateral (values (m.home_team_id), (m.away_team_id)) as side(team_id)
    group by side.team_id`);
  return new Map([...rows].map((r) => [r.team_id, r.n]));
}

/** The most teams one search lists: beyond, the console asks for a closer search (with the total). */
export const OFFICE_TEAM_SEARCH_LIMIT = 20;

/**
 * The first OFFICE_TEAM_SEARCH_LIMIT unarchived teams whose name or club name contains `q`, with
 * their placement in the season, and how many there are in all.
 */
export async function searchOfficeTeams(
  db: DbOrTx,
  q: string,
  season: number,
): Promise<OfficeTeamSearchResponse> {
  // In the folded spelling, as the public search: «aschi» finds «Äschi», «dakovo» «Đakovo». The
  // club's and the team's names together, as a hit reads («FC Seeblick Junioren B», teamLabel).
  const folded = foldSearchText(q);
  const pattern = `%${folded.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = await db.execute<{
    id: string;
    name: string;
    club_name: string | null;
    canton: Canton | null;
    league: League | null;
    group_name: string | null;
    total: number;
  }>(sql`
    select t.id, t.name, c.club_name, p.canton, p.league, p.group_name, count(*) over ()::int as total
    from teams t
    left join clubs c on c.id = t.club_id
    left join lateral (
      select * from ${placementsSql(season)} p where p.team_id = t.id and p.ends_at is null limit 1
    ) p on true
    where t.archived_at is null and (${foldSql("concat_ws(' ', c.club_name, t.name)")} like ${pattern} or c.search_text like ${pattern})
    order by ${byName(sql`c.club_name`)} nulls last, ${byName(sql`t.name`)}, t.id
    limit ${sql.raw(String(OFFICE_TEAM_SEARCH_LIMIT))}`);
  const found = [...rows];
  // Each hit's group counted as the console's group counts it (one read per group among the hits).
  const groupOf = (r: (typeof found)[number]) =>
    r.canton && r.league && r.group_name ? { canton: r.canton, league: r.league, group: r.group_name } : null;
  const groups = new Map<string, { canton: Canton; league: League; group: string }>();
  for (const r of found) {
    const group = groupOf(r);
    if (group) groups.set(JSON.stringify(group), group);
  }
  const counted = new Map(
    await Promise.all(
      [...groups].map(
        async ([key, g]) => [key, await countedInGroup(db, season, g.canton, g.league, g.group)] as const,
      ),
    ),
  );
  return {
    teams: found.map((r) => {
      const group = groupOf(r);
      return {
        teamId: r.id,
        name: teamLabel(r.name, r.club_name),
        canton: r.canton,
        league: r.league,
        group: r.group_name,
        countedMatches: group ? (counted.get(JSON.stringify(group))?.get(r.id) ?? 0) : 0,
      };
    }),
    // The window counts the rows before the limit: every hit, in the same statement.
    total: found[0]?.total ?? 0,
  };
}
