import { type SQL, sql } from "drizzle-orm";
import { seasonRange } from "#shared/matches/season.ts";
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
  // The season's bounds written into the statement (generic plans, see ARCHITECTURE: Data).
  const instant = (date: Date) => sql.raw(`'${date.toISOString()}'::timestamptz`);
  return sql`${countedResult(matchesAs("m"))} and m.competition = 'league'
    and m.home_score is not null and m.away_score is not null
    and m.match_date >= ${instant(from)} and m.match_date < ${instant(to)}`;
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
 * How many red cards the team `teamId` (an SQL expression) was shown in the season's matches that
 * count in a table, in whichever group it played them: the cards the league office may value higher.
 */
export function countingRedCardsSql(season: number, teamId: SQL): SQL {
  return sql`(select count(*)::int from match_events e
    join (${groupMatchesSql(season, placementsSql(season))}) m on m.id = e.match_id
    where e.event_type = 'red_card'
      and ((e.team_side = 'home' and m.home_team_id = ${teamId})
        or (e.team_side = 'away' and m.away_team_id = ${teamId})))`;
}

/**
 * The league office's fair-play corrections of the season that count, of the teams `teamIds` (a
 * statement selecting team ids), as `fair_play_corrections` rows. A «Rote Karte» correction
 * raises a red card but names none, so a team's count for at most as many red cards as still
 * count, the oldest first: once a card's match is annulled by a move or its opponent withdraws,
 * the points it was raised by go with it instead of standing with no card behind them.
 */
export function countingCorrectionsSql(season: number, teamIds: SQL): SQL {
  return sql`(select f.* from (
      select f.*, row_number() over (partition by f.team_id, f.kind order by f.created_at, f.id) as nth
      from fair_play_corrections f
      where f.season = ${season} and f.team_id in (${teamIds})
    ) f
    where f.kind <> 'red_card' or f.nth <= ${countingRedCardsSql(season, sql`f.team_id`)})`;
}
