import { and, eq, exists, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { CANTONS, type Canton, LEAGUES, type League, RANKING_TOP } from "#shared/constants.ts";
import { seasonOf, seasonRange } from "#shared/matches/season.ts";
import { computeLeagueTable } from "#shared/rankings/league-table.ts";
import {
  type LeagueTableEntry,
  type PlayerRankingKind,
  type RankedPlayer,
  type RankingLeague,
  teamLabel,
} from "#shared/rankings/types.ts";
import { compareNames } from "#shared/text/compare-names.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubs, matches, teams } from "../../db/schema/index.ts";
import { countedMatchSql, isCountedMatch } from "../counting/counted-match.ts";
import { youthProtected } from "../players/public-player-fields.ts";

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");

const cantonParam = sql.placeholder("canton");
const leagueParam = sql.placeholder("league");

/**
 * THE rule of which matches make a table: completed, standing (isCountedMatch), a Meisterschaft
 * match, played in the season.
 *
 * The season's bounds are written into the statement, not passed as parameters: these queries
 * run as prepared statements, and in PostgreSQL's generic plan a date range of parameters is
 * guessed to be small, so it scanned every match of the country in the season (28 ms at 2,000
 * clubs) instead of reading the league's teams' matches through matches_home_date_idx /
 * matches_away_date_idx (1 ms). One statement per season asked for, a handful per connection.
 */
function tableMatchConditions(season: number) {
  const { from, to } = seasonRange(season);
  const instant = (date: Date) => sql.raw(`'${date.toISOString()}'::timestamptz`);
  return [
    eq(matches.status, "completed"),
    isCountedMatch,
    eq(matches.competition, "league"),
    sql`${matches.matchDate} >= ${instant(from)}`,
    sql`${matches.matchDate} < ${instant(to)}`,
  ];
}

/**
 * Every team of one canton and league (placeholders `canton`, `league`), with its club
 * (teams_canton_league_idx). An archived team stays in the tables of the seasons it played in.
 */
export function leagueTeamsQuery(db: DbOrTx, season: number) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      imageUrl: teams.teamImageUrl,
      clubId: teams.clubId,
      clubName: clubs.clubName,
      clubLogoUrl: clubs.clubLogoUrl,
    })
    .from(teams)
    .leftJoin(clubs, eq(clubs.id, teams.clubId))
    .where(
      and(
        eq(teams.canton, cantonParam),
        eq(teams.league, leagueParam),
        or(
          isNull(teams.archivedAt),
          exists(
            db
              .select({ one: sql`1` })
              .from(matches)
              .where(
                and(
                  or(eq(matches.homeTeamId, teams.id), eq(matches.awayTeamId, teams.id)),
                  ...tableMatchConditions(season),
                ),
              ),
          ),
        ),
      ),
    );
}

/**
 * The completed matches between two teams of one canton and league. Joining the teams here
 * (instead of passing the ids of the first query) lets both queries run at the same time.
 */
export function leagueMatchesQuery(db: DbOrTx, season: number) {
  return db
    .select({
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      status: matches.status,
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(
      and(
        ...tableMatchConditions(season),
        eq(home.canton, cantonParam),
        eq(home.league, leagueParam),
        eq(away.canton, cantonParam),
        eq(away.league, leagueParam),
      ),
    );
}

function prepareLeagueQueries(db: DbOrTx, season: number) {
  return {
    teams: leagueTeamsQuery(db, season).prepare(`ranking_league_teams_${season}`),
    matches: leagueMatchesQuery(db, season).prepare(`ranking_league_matches_${season}`),
  };
}

// Named prepared statements: PostgreSQL parses and plans them once per connection instead of on
// every request (bench/league-table.ts measured about half the query time saved).
const prepared = new WeakMap<DbOrTx, Map<number, ReturnType<typeof prepareLeagueQueries>>>();

/**
 * The table of one canton and league: two indexed queries, then the shared rule once
 * (`computeLeagueTable` is the only place that knows points, order and zones).
 */
export async function findLeagueTable(
  db: DbOrTx,
  canton: Canton,
  league: League,
  season: number,
): Promise<LeagueTableEntry[]> {
  const params = { canton, league };
  let bySeason = prepared.get(db);
  if (!bySeason) {
    bySeason = new Map();
    prepared.set(db, bySeason);
  }
  let queries = bySeason.get(season);
  if (!queries) {
    queries = prepareLeagueQueries(db, season);
    bySeason.set(season, queries);
  }
  const [teamRows, matchRows] = await Promise.all([
    queries.teams.execute(params),
    queries.matches.execute(params),
  ]);
  const byId = new Map(teamRows.map((t) => [t.id, t]));
  const tableTeams = teamRows.map((t) => ({ ...t, name: teamLabel(t.name, t.clubName) }));
  return computeLeagueTable(tableTeams, matchRows).map((row) => {
    const team = byId.get(row.teamId);
    return { ...row, teamName: team?.name ?? row.name, clubName: team?.clubName ?? null };
  });
}

/** The canton and league combinations that have teams, in list order (cantons, then leagues). */
export async function listRankingLeagues(db: DbOrTx): Promise<RankingLeague[]> {
  const rows = await db.execute<{
    canton: Canton;
    league: League;
    team_count: number;
    completed_matches: number;
  }>(sql`
    select t.canton, t.league, count(*)::int as team_count,
           coalesce(max(m.completed), 0)::int as completed_matches
    from (select * from teams where archived_at is null) t
    left join (
      select h.canton, h.league, count(*) as completed
      from matches m
      join teams h on h.id = m.home_team_id
      join teams a on a.id = m.away_team_id
      where m.status = 'completed' and m.home_score is not null and m.away_score is not null
        and ${countedMatchSql("m")} and m.competition = 'league'
        and a.canton = h.canton and a.league = h.league
      group by h.canton, h.league
    ) m on m.canton = t.canton and m.league = t.league
    group by t.canton, t.league`);
  const cantonOrder = new Map<string, number>(CANTONS.map((c, i) => [c, i]));
  const leagueOrder = new Map<string, number>(LEAGUES.map((l, i) => [l, i]));
  return [...rows]
    .map((r) => ({
      canton: r.canton,
      league: r.league,
      teamCount: r.team_count,
      completedMatches: r.completed_matches,
    }))
    .sort(
      (a, b) =>
        (cantonOrder.get(a.canton) ?? 0) - (cantonOrder.get(b.canton) ?? 0) ||
        (leagueOrder.get(a.league) ?? 0) - (leagueOrder.get(b.league) ?? 0),
    );
}

export interface PlayerRankingFilter {
  canton?: Canton | undefined;
  league?: League | undefined;
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
  const teamConditions: SQL[] = [];
  if (filter.canton) teamConditions.push(sql`t.canton = ${filter.canton}`);
  if (filter.league) teamConditions.push(sql`t.league = ${filter.league}`);
  const teamsOf = sql.join(teamConditions, sql` and `);
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
    teamConditions.length && !oneLeague
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
