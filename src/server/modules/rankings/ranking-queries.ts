import { sql } from "drizzle-orm";
import { type Canton, type League, RANKING_TOP } from "#shared/constants.ts";
import { seasonOf } from "#shared/matches/season.ts";
import type { PlayerRankingKind, RankedPlayer } from "#shared/rankings/types.ts";
import { compareNames } from "#shared/text/compare-names.ts";
import type { DbOrTx } from "../../db/client.ts";
import { placementsSql } from "../league/placement-queries.ts";
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
 * Top scorers (by goals) or cards (by red and yellow-red, then yellow) of a season, from the
 * counters (players/player-stat-counters.ts: the same numbers as the players' pages, kept in the
 * transaction of every event). Players with nothing are left out.
 *
 * SQL reads the top 10 of the season's counters (optionally of the players of a canton and/or
 * league) and every player tied with the 10th, ranks them, and only then joins names, team and
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
  // The players of the teams placed in the canton, league and group in that season (decision 018).
  const narrowed = Boolean(filter.canton || filter.league || filter.group);
  const teamsOf = sql`t.id in (select p.team_id from ${placementsSql(season, filter)} p)`;
  const oneLeague = Boolean(filter.canton && filter.league);
  // One canton and league is a few hundred players: their counters are read through the teams
  // (teams_canton_league_idx, players_team_idx; `offset 0` keeps the planner from walking the
  // season's index past everybody else instead). A canton alone or a league alone filters the walk.
  const source = oneLeague
    ? sql`(select s.* from teams t join players p on p.team_id = t.id
           join player_season_stats s on s.player_id = p.id and s.season = ${season}
           where ${teamsOf} offset 0) s`
    : sql`player_season_stats s`;
  const scope =
    narrowed && !oneLeague
      ? sql`and s.player_id in (select p.id from players p join teams t on t.id = p.team_id where ${teamsOf})`
      : sql``;
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
        select s.player_id, ${keys}, s.goals, s.yellow_cards, s.yellow_red_cards, s.red_cards
        from ${source}
        where s.season = ${season} and ${nonZero} ${scope}
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
    join teams t on t.id = p.team_id
    left join clubs c on c.id = t.club_id`);

  return [...rows]
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        compareNames(a.last_name, b.last_name) ||
        compareNames(a.first_name, b.first_name) ||
        (a.player_id < b.player_id ? -1 : a.player_id > b.player_id ? 1 : 0),
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
