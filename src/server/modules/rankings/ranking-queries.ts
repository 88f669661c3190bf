import { type SQL, sql } from "drizzle-orm";
import { type Canton, type League, RANKING_TOP } from "#shared/constants.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { countsGroupMatches } from "#shared/rankings/player-ranking-scope.ts";
import type { PlayerRankingKind, RankedPlayer } from "#shared/rankings/types.ts";
import { compareNames } from "#shared/text/compare-names.ts";
import type { DbOrTx } from "../../db/client.ts";
import { groupMatchesSql } from "../league/group-matches.ts";
import { type PlacementFilter, placementsSql, storedGroupSpellings } from "../league/placement-queries.ts";
import { youthProtected } from "../players/public-player-fields.ts";

// Top scorers and cards of a season, optionally of one canton, league and group.

export interface PlayerRankingFilter {
  canton?: Canton | undefined;
  league?: League | undefined;
  group?: string | undefined;
  /** Start year; absent = the current season. */
  season?: number | undefined;
}

type RankedRow = {
  rank: number;
  player_id: string;
  first_name: string;
  last_name: string;
  player_image_url: string | null;
  team_id: string;
  team_name: string;
  team_image_url: string | null;
  club_id: string | null;
  club_name: string | null;
  club_logo_url: string | null;
  goals: number;
  yellow: number;
  yellow_red: number;
  red: number;
};

/**
 * The season's counters (every counted match: league, cup and friendlies), one row per player
 * and team he played for, of the teams placed in the canton or the league when one of them is
 * given: what a player did for a team stays with that team and its league when he moves.
 */
function seasonStatsSql(season: number, filter: PlacementFilter): SQL {
  const narrowed = Boolean(filter.canton || filter.league || filter.group);
  // The teams placed there in that season (decision 018).
  const scope = narrowed
    ? sql`and s.team_id in (select p.team_id from ${placementsSql(season, filter)} p)`
    : sql``;
  return sql`(select s.* from player_season_stats s where s.season = ${season} ${scope}) s`;
}

/**
 * A group's numbers are its table's: the events of the matches its table counts
 * (`groupMatchesSql`: a match still being played enters at its final whistle, a withdrawn team's
 * or an annulled one never), counted by the counters' own rule
 * (`player_stat_lines`, migration 0009). Without a group, each group of the league counts its
 * own matches. Summed from the events, which for one canton's league is a few hundred matches:
 * a friendly, a cup match or a league match against another group's team counts for the
 * player's season (the counters), not here. Each row is a player and the team he played for,
 * by the counters' rule too (`tschutti_side_team`, migration 0030).
 */
function groupStatsSql(season: number, filter: PlacementFilter): SQL {
  return sql`(
    with counted as (
      select m.id, m.home_team_id, m.away_team_id
      from (${groupMatchesSql(season, placementsSql(season, filter))}) m
    )
    select l.player_id, tschutti_side_team(e.team_side, c.home_team_id, c.away_team_id) as team_id,
           sum(l.goals)::int as goals, sum(l.yellow_cards)::int as yellow_cards,
           sum(l.yellow_red_cards)::int as yellow_red_cards, sum(l.red_cards)::int as red_cards
    from match_events e
    join counted c on c.id = e.match_id
    cross join lateral player_stat_lines(e.event_type, e.player_id, e.assist_player_id) l
    where e.team_side is not null
    group by 1, 2) s`;
}

/**
 * Top scorers (by goals) or cards (by red and yellow-red, then yellow) of a season. A row is a
 * player's numbers for one team, named by that team: a player who played for two teams of the
 * list's scope is listed once for each (a league's list counts its teams' matches, and a moved
 * player's goals stay with the team he scored them for). The country's, a canton's or a
 * league's list reads the counters (players/player-stat-counters.ts: the same numbers as the
 * players' pages give for that team, kept in the transaction of every event); one canton's
 * league is a group's list and counts the group's league matches (`groupStatsSql`). Players
 * with nothing are left out.
 *
 * SQL reads the top 10 and every player tied with the 10th, ranks them, and only then joins names, team and
 * club. Ties are ordered here by last and first name with the de-CH collation
 * (the database's own collation may not know umlauts). The list holds every player tied with
 * the 10th; where it ends is the shared rule `cutRanking` (the route applies it).
 */
export async function listPlayerRanking(
  db: DbOrTx,
  kind: PlayerRankingKind,
  filter: PlayerRankingFilter = {},
): Promise<RankedPlayer[]> {
  const season = filter.season ?? seasonOf(new Date());
  const { group: asked, canton, league } = filter;
  // A group is read without case, as the table reads it: by the spellings stored.
  const scope: PlacementFilter = {
    canton,
    league,
    group:
      asked === undefined ? undefined : await storedGroupSpellings(db, season, { canton, league }, asked),
  };
  const source = countsGroupMatches(scope) ? groupStatsSql(season, scope) : seasonStatsSql(season, scope);
  const keys =
    kind === "scorers"
      ? sql`s.goals as first_key, 0 as second_key`
      : sql`s.red_cards + s.yellow_red_cards as first_key, s.yellow_cards as second_key`;
  // The counters are never null; the NULLS order only matches the season's index
  // (player_season_stats_goals_idx / _cards_idx), so the top is an index walk that stops after
  // the 10th row and its ties (FETCH … WITH TIES), whatever the size of the country. The limit
  // is a literal so the planner knows the top is small and joins names by primary key (under
  // a generic plan, a parameter would be guessed as a tenth of the season).
  const order =
    kind === "scorers"
      ? sql`first_key desc nulls last, second_key desc nulls last`
      : sql`first_key desc, second_key desc nulls last`;
  const nonZero =
    kind === "scorers" ? sql`s.goals > 0` : sql`(s.red_cards + s.yellow_red_cards > 0 or s.yellow_cards > 0)`;
  const top = sql.raw(String(RANKING_TOP));

  const rows = await db.execute<RankedRow>(sql`
    with top as materialized (
      select k.*, rank() over (order by ${order}) as rank from (
        select s.player_id, s.team_id, ${keys}, s.goals, s.yellow_cards, s.yellow_red_cards, s.red_cards
        from ${source}
        where ${nonZero}
        order by ${order}
        fetch first ${top} rows with ties
      ) k
    )
    select top.rank::int as rank, top.player_id, p.first_name, p.last_name,
           -- youth privacy (#shared/youth-privacy.ts): no photo of a minor without consent
           case when not ${youthProtected({ teamId: sql`p.team_id`, mediaConsent: sql`p.media_consent`, birthYear: sql`p.birth_year` })}
             then p.player_image_url end as player_image_url,
           t.id as team_id, t.name as team_name, t.team_image_url,
           c.id as club_id, c.club_name, c.club_logo_url,
           top.goals, top.yellow_cards as yellow, top.yellow_red_cards as yellow_red, top.red_cards as red
    from top
    join players p on p.id = top.player_id
    join teams t on t.id = top.team_id
    left join clubs c on c.id = t.club_id`);

  return [...rows]
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        compareNames(a.last_name, b.last_name) ||
        compareNames(a.first_name, b.first_name) ||
        (a.player_id < b.player_id ? -1 : a.player_id > b.player_id ? 1 : 0) ||
        compareNames(a.team_name, b.team_name) ||
        (a.team_id < b.team_id ? -1 : a.team_id > b.team_id ? 1 : 0),
    )
    .map((r) => ({
      rank: r.rank,
      playerId: r.player_id,
      firstName: r.first_name,
      lastName: r.last_name,
      playerImageUrl: r.player_image_url,
      teamId: r.team_id,
      teamName: r.team_name,
      teamImageUrl: r.team_image_url,
      clubId: r.club_id,
      clubName: r.club_name,
      clubLogoUrl: r.club_logo_url,
      goals: r.goals,
      yellowCards: r.yellow,
      yellowRedCards: r.yellow_red,
      redCards: r.red,
    }));
}
