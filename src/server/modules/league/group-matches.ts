import { type SQL, sql } from "drizzle-orm";
import { seasonRange } from "#shared/matches/season.ts";
import { instantLiteral } from "../../db/plan-literals.ts";
import { countedResult, matchesAs } from "../counting/counted-match.ts";
import { countsAt, placementsSql } from "./placement-queries.ts";

// THE matches a group's table counts (decision 018), for the table itself and for everything
// that must add up to it: the group's scorers and cards, the console's counts, the red cards
// the league office may value higher (with the corrections that raise them), and whether a team's
// re-placement is a correction or a move (placement-writes.ts). Counting them anywhere else with a rule of its own lets a number outlive
// the table (a red card of an annulled match raised to 12 points).

/** The season's results that count (`countedResult`): completed league matches with a score. */
export function seasonMatchSql(season: number): SQL {
  const { from, to } = seasonRange(season);
  return sql`${countedResult(matchesAs("m"))} and m.competition = 'league'
    and m.home_score is not null and m.away_score is not null
    and m.match_date >= ${instantLiteral(from)} and m.match_date < ${instantLiteral(to)}`;
}

export interface GroupMatchesOptions {
  /**
   * Also the matches of withdrawn teams, which count in no table only until the league office
   * takes the withdrawal back (placement decisions: `countedLeagueMatches`).
   */
  withWithdrawn?: boolean;
}

/**
 * The season's counted matches between two teams placed in the same group on the match's date
 * (`placed`: placementsSql of one group, a league or the whole season), as a statement whose rows
 * are `matches` rows: not annulled by a move there (`countsAt`), and neither team withdrawn from
 * the season (its matches stop counting for everyone).
 */
export function groupMatchesSql(season: number, placed: SQL, options: GroupMatchesOptions = {}): SQL {
  const notWithdrawn = options.withWithdrawn
    ? sql``
    : sql`and not exists (select 1 from placed w
        where w.team_id in (m.home_team_id, m.away_team_id) and w.withdrawn_at is not null)`;
  return sql`
    with placed as materialized (select * from ${placed} p)
    select m.* from matches m
    join placed ph on ph.team_id = m.home_team_id and ${countsAt("ph", sql`m.match_date`)}
    join placed pa on pa.team_id = m.away_team_id and ${countsAt("pa", sql`m.match_date`)}
    where ${seasonMatchSql(season)}
      and pa.canton = ph.canton and pa.league = ph.league and pa.group_name = ph.group_name
      ${notWithdrawn}`;
}

/**
 * The season's placements of every group one of `teamIds` (a statement selecting team ids) was
 * placed in, also before a move: all the placements the counting of those teams' matches needs.
 * Counting over the whole season's placements instead visited every match of the country for
 * each team (seconds on a country, over the statement timeout), see bench/README.md.
 */
export function placementsOfGroupsOf(season: number, teamIds: SQL): SQL {
  return sql`(select a.* from ${placementsSql(season)} a
    where (a.canton, a.league, a.group_name) in (
      select b.canton, b.league, b.group_name from ${placementsSql(season)} b where b.team_id in (${teamIds})))`;
}

/**
 * The red cards of the teams `teamIds` (a statement selecting team ids) shown in the season's
 * matches that count in a table, in whichever group they were played, as rows (event_id,
 * match_id, team_id): the cards the league office may value higher.
 */
export function countingRedCardEventsSql(season: number, teamIds: SQL): SQL {
  return sql`(select c.* from (select e.id as event_id, e.match_id,
      case e.team_side when 'home' then m.home_team_id else m.away_team_id end as team_id
    from match_events e
    join (${groupMatchesSql(season, placementsOfGroupsOf(season, teamIds))}) m on m.id = e.match_id
    where e.event_type = 'red_card' and e.team_side in ('home', 'away')) c
    where c.team_id in (${teamIds}))`;
}

/** How many counting red cards (`countingRedCardEventsSql`) the team `teamId` was shown. */
export function countingRedCardsSql(season: number, teamId: string): SQL {
  return sql`(select count(*)::int from ${countingRedCardEventsSql(season, sql`select ${teamId}::uuid`)} c)`;
}

/**
 * The league office's fair-play corrections of the season that count, of the teams `teamIds` (a
 * statement selecting team ids), as `fair_play_corrections` rows. A «Rote Karte» correction
 * names its card (`names_card`) and counts exactly while that card counts: once its match is
 * annulled by a move, its opponent withdraws or the card is deleted or changed, the points it
 * was raised by go with it instead of standing with no card behind them.
 *
 * Older ones name no card and cannot be given one afterwards (nobody recorded which card they
 * meant), so they keep the rule they were decided under: a team's count, the oldest first, for
 * at most as many counting red cards as no named correction raises.
 */
export function countingCorrectionsSql(season: number, teamIds: SQL): SQL {
  return sql`(with own as materialized (
      select f.* from fair_play_corrections f where f.season = ${season} and f.team_id in (${teamIds})
    ), cards as materialized (
      select c.* from ${countingRedCardEventsSql(season, sql`select f.team_id from own f`)} c
    ), named as (
      select f.id, f.team_id from own f
      join cards c on c.event_id = f.event_id and c.match_id = f.match_id and c.team_id = f.team_id
      where f.names_card
    ), unnamed as (
      select f.id, f.team_id, row_number() over (partition by f.team_id order by f.created_at, f.id) as nth
      from own f where f.kind = 'red_card' and not f.names_card
    )
    select f.* from own f
    where f.kind <> 'red_card'
      or f.id in (select n.id from named n)
      or f.id in (select u.id from unnamed u
        where u.nth <= (select count(*) from cards c where c.team_id = u.team_id)
          - (select count(*) from named n where n.team_id = u.team_id)))`;
}
