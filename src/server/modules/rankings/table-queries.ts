import { type SQL, sql } from "drizzle-orm";
import { CANTONS, type Canton, LEAGUES, type League } from "#shared/constants.ts";
import { compareGroups, DEFAULT_GROUP, sameGroupName } from "#shared/league/groups.ts";
import { computeLeagueTable } from "#shared/rankings/league-table.ts";
import { penaltyPointsOf, rankingRuleOf } from "#shared/rankings/ranking-rules.ts";
import {
  type FairPlayEntry,
  type LeagueTableResponse,
  type RankingCanton,
  type RankingLeague,
  type TableMove,
  teamLabel,
} from "#shared/rankings/types.ts";
import { compareNames } from "#shared/text/compare-names.ts";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest, notFound } from "../../http/errors.ts";
import { countingCorrectionsSql, groupMatchesSql, seasonMatchSql } from "../league/group-matches.ts";
import { countsAt, holdsAt, movedAwaySql, movedToSql, placementsSql } from "../league/placement-queries.ts";

// The table of one season, canton, league and group: its teams are the ones placed
// there (league/placement-queries.ts), its matches the counted league matches of the season
// between two teams placed there on the match's date (league/group-matches.ts), ranked by the
// league's Swiss rule.

export const TABLE_MESSAGES = {
  chooseGroup: (groups: string[]) =>
    `Diese Liga hat mehrere Gruppen: bitte wähle eine (${groups.join(", ")}).`,
  unknownGroup: "Diese Gruppe gibt es in dieser Saison nicht.",
} as const;

/** The groups of one canton and league in a season, in order. */
export async function listGroups(
  db: DbOrTx,
  canton: Canton,
  league: League,
  season: number,
): Promise<string[]> {
  const rows = await db.execute<{ group_name: string }>(
    sql`select distinct p.group_name from ${placementsSql(season, { canton, league })} p`,
  );
  return [...rows].map((r) => r.group_name).sort(compareGroups);
}

/**
 * The teams placed in a group (`placed`: placementsSql of it), with their clubs, and for a team
 * the league office moved out of it during the season, where it went (the console's «verschoben»).
 */
export function tableTeamsSql(season: number, placed: SQL): SQL {
  return sql`
    select t.id, t.name, t.team_image_url as image_url, t.club_id, c.club_name, c.club_logo_url,
           t.archived_at is not null as archived,
           bool_or(p.withdrawn_at is not null) as withdrawn,
           case when ${movedAwaySql("p")} then ${movedToSql(season, sql`t.id`)} end as moved_to
    from ${placed} p
    join teams t on t.id = p.team_id
    left join clubs c on c.id = t.club_id
    -- An archived team stays in the tables of the seasons it played in.
    where (t.archived_at is null or exists (
      select 1 from matches m where (m.home_team_id = t.id or m.away_team_id = t.id) and ${seasonMatchSql(season)}
    ))
    -- An opponent a club created enters the table once the league office placed it.
    and not t.awaiting_office
    group by t.id, c.id`;
}

/** The matches the group's table counts (`groupMatchesSql`). */
export function tableMatchesSql(season: number, placed: SQL): SQL {
  return sql`select m.id, m.home_team_id, m.away_team_id, m.home_score, m.away_score
    from (${groupMatchesSql(season, placed)}) m`;
}

interface TableQuery {
  canton: Canton;
  league: League;
  season: number;
  group?: string | undefined;
}

export async function findLeagueTable(db: DbOrTx, query: TableQuery): Promise<LeagueTableResponse> {
  const { canton, league, season } = query;
  const groups = await listGroups(db, canton, league, season);
  let group = query.group;
  if (group === undefined) {
    if (groups.length > 1)
      throw badRequest(TABLE_MESSAGES.chooseGroup(groups), { group: TABLE_MESSAGES.chooseGroup(groups) });
    group = groups[0] ?? DEFAULT_GROUP;
  } else if (groups.length > 0) {
    // Written group names are told apart without case (sameGroupName), so a read is too; the
    // answer carries the stored spelling, and the placements are filtered by it.
    const asked = group;
    const stored = groups.find((g) => sameGroupName(g, asked));
    if (stored === undefined) throw notFound(TABLE_MESSAGES.unknownGroup);
    group = stored;
  }
  const placed = placementsSql(season, { canton, league, group });

  const [teamRows, matchRows, cardRows, correctionRows, deductionRows] = await Promise.all([
    db.execute<{
      id: string;
      name: string;
      image_url: string | null;
      club_id: string | null;
      club_name: string | null;
      club_logo_url: string | null;
      archived: boolean;
      withdrawn: boolean;
      moved_to: TableMove | null;
    }>(tableTeamsSql(season, placed)),
    db.execute<{
      id: string;
      home_team_id: string;
      away_team_id: string;
      home_score: number;
      away_score: number;
    }>(tableMatchesSql(season, placed)),
    // Cards of the same matches, per match and side (a forfeit has no events).
    db.execute<{ match_id: string; team_side: "home" | "away"; event_type: string; n: number }>(sql`
      select e.match_id, e.team_side, e.event_type, count(*)::int as n
      from (${groupMatchesSql(season, placed)}) m
      join match_events e on e.match_id = m.id
      where m.forfeit is null and e.team_side is not null
        and e.event_type in ('yellow_card', 'yellow_red_card', 'red_card')
      group by e.match_id, e.team_side, e.event_type`),
    // The league office's corrections and deductions count in the group the team played in when
    // they were decided: a team moved during the season does not carry them into both tables.
    // A raised red card counts only while the card does (`countingCorrectionsSql`).
    db.execute<{ team_id: string; points: number }>(sql`
      select f.team_id, sum(f.points)::int as points
      from ${countingCorrectionsSql(season, sql`select p.team_id from ${placed} p`)} f
      where exists (select 1 from ${placed} p where p.team_id = f.team_id and ${holdsAt("p", sql`f.created_at`)})
      group by f.team_id`),
    db.execute<{ id: string; team_id: string; points: number; reason: string; created_at: string }>(sql`
      select d.id, d.team_id, d.points, d.reason, d.created_at from point_deductions d
      where d.season = ${season}
        and exists (select 1 from ${placed} p where p.team_id = d.team_id and ${holdsAt("p", sql`d.created_at`)})
      order by d.created_at, d.id`),
  ]);

  const teams = [...teamRows];
  const labels = new Map(teams.map((t) => [t.id, teamLabel(t.name, t.club_name)]));
  const withdrawn = new Set(teams.filter((t) => t.withdrawn).map((t) => t.id));
  const movedAway = new Set(teams.filter((t) => t.moved_to !== null).map((t) => t.id));
  const matchSides = new Map([...matchRows].map((m) => [m.id, m]));

  const tallies = new Map(teams.map((t) => [t.id, { yellow: 0, yellowRed: 0, red: 0, corrections: 0 }]));
  for (const card of cardRows) {
    const match = matchSides.get(card.match_id);
    if (!match) continue;
    const tally = tallies.get(card.team_side === "home" ? match.home_team_id : match.away_team_id);
    if (!tally) continue;
    if (card.event_type === "yellow_card") tally.yellow += card.n;
    else if (card.event_type === "yellow_red_card") tally.yellowRed += card.n;
    else tally.red += card.n;
  }
  for (const c of correctionRows) {
    const tally = tallies.get(c.team_id);
    if (tally) tally.corrections += c.points;
  }
  const penaltyPoints = new Map([...tallies].map(([id, t]) => [id, penaltyPointsOf(t)]));
  const deductions = new Map<string, number>();
  for (const d of deductionRows) deductions.set(d.team_id, (deductions.get(d.team_id) ?? 0) + d.points);

  const byId = new Map(teams.map((t) => [t.id, t]));
  const rows = computeLeagueTable(
    teams.map((t) => ({
      id: t.id,
      name: labels.get(t.id) ?? t.name,
      imageUrl: t.image_url,
      clubId: t.club_id,
      clubLogoUrl: t.club_logo_url,
    })),
    [...matchRows].map((m) => ({
      homeTeamId: m.home_team_id,
      awayTeamId: m.away_team_id,
      homeScore: m.home_score,
      awayScore: m.away_score,
      status: "completed" as const,
    })),
    { rule: rankingRuleOf(league), penaltyPoints, deductions, withdrawn, movedAway },
  ).map((row) => {
    const team = byId.get(row.teamId);
    return {
      ...row,
      teamName: team?.name ?? row.name,
      clubName: team?.club_name ?? null,
      movedTo: team?.moved_to ?? null,
      archived: team?.archived ?? false,
    };
  });

  // A withdrawn team's matches no longer count, and so its cards: it is not ranked for fair play
  // (with no cards left it would lead the ranking).
  const fairPlay = fairPlayRanking(
    teams
      .filter((t) => !withdrawn.has(t.id))
      .map((t) => ({ teamId: t.id, name: labels.get(t.id) ?? t.name, ...(tallies.get(t.id) ?? zero) })),
  );
  return {
    canton,
    league,
    season,
    group,
    groups: groups.length > 0 ? groups : [group],
    rule: rankingRuleOf(league),
    rows,
    deductions: [...deductionRows].map((d) => ({
      id: d.id,
      teamId: d.team_id,
      name: labels.get(d.team_id) ?? "",
      points: d.points,
      reason: d.reason,
      createdAt: new Date(d.created_at).toISOString(),
    })),
    fairPlay,
  };
}

const zero = { yellow: 0, yellowRed: 0, red: 0, corrections: 0 };

/** The «Fairplay» tab: fewer points first, equal points share the rank. */
function fairPlayRanking(
  entries: {
    teamId: string;
    name: string;
    yellow: number;
    yellowRed: number;
    red: number;
    corrections: number;
  }[],
): FairPlayEntry[] {
  const scored = entries
    .map((e) => ({ ...e, penaltyPoints: penaltyPointsOf(e), rank: 0 }))
    .sort((a, b) => a.penaltyPoints - b.penaltyPoints || compareNames(a.name, b.name));
  return scored.map((e, i) => {
    const prev = scored[i - 1];
    e.rank = prev && prev.penaltyPoints === e.penaltyPoints ? prev.rank : i + 1;
    return e;
  });
}

/**
 * Every canton and league with teams placed in the season, with its groups, and the cantons. A
 * team the league office moved counts in each group it stands in, but once in a league and once
 * in a canton: the counts are of distinct teams at each level, not sums of the level below.
 */
export async function listRankingLeagues(
  db: DbOrTx,
  season: number,
): Promise<{ leagues: RankingLeague[]; cantons: RankingCanton[] }> {
  const [countRows, matchRows] = await Promise.all([
    // The columns are never null, so a null league or group marks a canton's or a league's count.
    db.execute<{ canton: Canton; league: League | null; group_name: string | null; team_count: number }>(sql`
      select p.canton, p.league, p.group_name, count(distinct p.team_id)::int as team_count
      from ${placementsSql(season)} p
      join teams t on t.id = p.team_id
      where t.archived_at is null or p.withdrawn_at is not null or exists (
        select 1 from matches m where (m.home_team_id = t.id or m.away_team_id = t.id) and ${seasonMatchSql(season)}
      )
      group by grouping sets ((p.canton, p.league, p.group_name), (p.canton, p.league), (p.canton))`),
    db.execute<{ canton: Canton; league: League; completed: number }>(sql`
      with placed as materialized (select * from ${placementsSql(season)} p)
      select ph.canton, ph.league, count(*)::int as completed
      from matches m
      join placed ph on ph.team_id = m.home_team_id and ${countsAt("ph", sql`m.match_date`)}
      join placed pa on pa.team_id = m.away_team_id and ${countsAt("pa", sql`m.match_date`)}
      where ${seasonMatchSql(season)} and pa.canton = ph.canton and pa.league = ph.league
        and pa.group_name = ph.group_name
      group by ph.canton, ph.league`),
  ]);
  const leagues = new Map<string, RankingLeague>();
  const entryOf = (canton: Canton, league: League): RankingLeague => {
    const key = `${canton}|${league}`;
    const entry = leagues.get(key) ?? { canton, league, teamCount: 0, completedMatches: 0, groups: [] };
    leagues.set(key, entry);
    return entry;
  };
  const cantons: RankingCanton[] = [];
  for (const r of countRows) {
    if (r.league === null) cantons.push({ canton: r.canton, teamCount: r.team_count });
    else if (r.group_name === null) entryOf(r.canton, r.league).teamCount = r.team_count;
    else entryOf(r.canton, r.league).groups.push({ name: r.group_name, teamCount: r.team_count });
  }
  for (const r of matchRows) {
    const entry = leagues.get(`${r.canton}|${r.league}`);
    if (entry) entry.completedMatches = r.completed;
  }
  const cantonOrder = new Map<string, number>(CANTONS.map((c, i) => [c, i]));
  const leagueOrder = new Map<string, number>(LEAGUES.map((l, i) => [l, i]));
  const byCanton = (a: { canton: Canton }, b: { canton: Canton }) =>
    (cantonOrder.get(a.canton) ?? 0) - (cantonOrder.get(b.canton) ?? 0);
  return {
    leagues: [...leagues.values()]
      .map((l) => ({ ...l, groups: l.groups.sort((a, b) => compareGroups(a.name, b.name)) }))
      .sort((a, b) => byCanton(a, b) || (leagueOrder.get(a.league) ?? 0) - (leagueOrder.get(b.league) ?? 0)),
    cantons: cantons.sort(byCanton),
  };
}
