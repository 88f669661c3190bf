import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { alias, type SelectedFields } from "drizzle-orm/pg-core";
import type { Canton, League, MatchStatus } from "#shared/constants.ts";
import type { ListCursor } from "#shared/list-cursor.ts";
import type { MatchScope } from "#shared/matches/schema.ts";
import { LIVE_UNDO_MINUTES, type MatchSummary } from "#shared/matches/types.ts";
import { builtOnce } from "../../db/built-once.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { ReadDeclaration } from "../../db/declared-read.ts";
import { isoSql, type JsonText, jsonObjectSql, parseJsonText } from "../../db/json-sql.ts";
import { afterSql, cursorSql, EMPTY_PAGE, type ListPage, pageOf } from "../../db/list-page.ts";
import { clubs, matches, teamPlacements, teams, withdrawalCancellations } from "../../db/schema/index.ts";
import { isCountedMatch } from "../counting/counted-match.ts";
import { keptOffByTeam } from "./withdrawal-hold.ts";

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");
const homeClub = alias(clubs, "home_club");
const awayClub = alias(clubs, "away_club");

export interface MatchFilter {
  scope?: MatchScope;
  /** One state only, within the scope. */
  status?: MatchStatus | undefined;
  teamIds?: string[] | undefined;
  clubId?: string | undefined;
  /** A team of this canton plays (with `league`: a team of both); with `group`: by placement. */
  canton?: Canton | undefined;
  league?: League | undefined;
  group?: string | undefined;
  /** Kickoff from this instant on (inclusive) … */
  from?: Date | undefined;
  /** … and before this one (exclusive). */
  before?: Date | undefined;
  matchIds?: string[];
  /** The club's own schedule also shows requests and declined matches; public lists never. */
  includeRequests?: boolean;
  limit?: number;
  /** Only the matches after this one in the list's order (the next page). */
  after?: ListCursor | undefined;
  now?: Date;
}

function teamJson(team: typeof home | typeof away, club: typeof homeClub | typeof awayClub): SQL {
  return jsonObjectSql({
    id: team.id,
    name: team.name,
    teamImageUrl: team.teamImageUrl,
    clubId: team.clubId,
    league: team.league,
    canton: team.canton,
    clubName: club.clubName,
    clubLogoUrl: club.clubLogoUrl,
    archived: sql`${team.archivedAt} is not null`,
    awaitingOffice: team.awaitingOffice,
  });
}

/**
 * THE shape of a MatchSummary, built by PostgreSQL as JSON text (keys in the order of the
 * type): a list of 300 matches is then one string per row that Node passes on, instead of
 * ~40 values per row decoded, mapped into nested objects and serialised again. `undoUntil` is
 * the end of the live ticker's undo window, while its end or abort can still be undone. The two
 * kept-off fields read one row source (`keptOffByTeam`): the placements are looked up once a match.
 */
const matchSummaryFields = {
  id: matches.id,
  matchDate: isoSql(matches.matchDate),
  stadium: matches.stadium,
  stadiumImageUrl: homeClub.stadiumImageUrl,
  status: matches.status,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  cancellationReason: matches.cancellationReason,
  // As withdrawal-hold.ts reads it: a match cancelled since for another reason is the clubs' again.
  heldByWithdrawal: sql`${matches.status} = 'cancelled' and exists (select 1 from ${withdrawalCancellations} w
    where w.match_id = ${matches.id} and w.reason = ${matches.cancellationReason})`,
  keptOffByWithdrawal: sql`${keptOffByTeam.teamId} is not null`,
  keptOffByTeamId: keptOffByTeam.teamId,
  startedAt: isoSql(matches.startedAt),
  period: matches.period,
  periodStartedAt: isoSql(matches.periodStartedAt),
  stoppageMinutes: matches.stoppageMinutes,
  undoUntil: sql`case when ${matches.liveUndo} is not null then ${isoSql(
    sql`${matches.closedAt} + ${sql.raw(`interval '${LIVE_UNDO_MINUTES} minutes'`)}`,
  )} end`,
  acceptance: matches.acceptance,
  competition: matches.competition,
  forfeit: matches.forfeit,
  createdByClubId: matches.createdByClubId,
  homeTeam: teamJson(home, homeClub),
  awayTeam: teamJson(away, awayClub),
};
const matchSummaryJson = sql<string>`${jsonObjectSql(matchSummaryFields, keptOffByTeam.source)}::text`;

/**
 * Matches as MatchSummary JSON from the tables it is made of; `fields` adds what the caller needs
 * beside it (a list: where a page after each match begins).
 */
function selectSummaries<F extends SelectedFields>(db: DbOrTx, fields: F) {
  return db
    .select({ json: matchSummaryJson, ...fields })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .leftJoin(homeClub, eq(homeClub.id, home.clubId))
    .leftJoin(awayClub, eq(awayClub.id, away.clubId));
}

/** A team of the canton and/or league plays in the match (the teams' own canton and league). */
function teamPlaceSql(filter: { canton?: Canton | undefined; league?: League | undefined }): SQL | null {
  if (!filter.canton && !filter.league) return null;
  const of = (team: typeof home | typeof away) =>
    and(
      filter.canton ? eq(team.canton, filter.canton) : undefined,
      filter.league ? eq(team.league, filter.league) : undefined,
    ) as SQL;
  return or(of(home), of(away)) as SQL;
}

/**
 * The placement row `row` holds on the match's date: a row of the match's season (`season`)
 * holding then, or the latest earlier open row carried forward.
 */
function holdsOnMatchDate(row: string, season: SQL): SQL {
  const r = sql.raw(row);
  return sql`${r}.season <= ${season}
      and (${r}.starts_at is null or ${matches.matchDate} >= ${r}.starts_at)
      and (${r}.ends_at is null or ${matches.matchDate} < ${r}.ends_at)
      and (${r}.season = ${season} or (${r}.ends_at is null and not exists (
        select 1 from team_placements q
        where q.team_id = ${r}.team_id and q.season > ${r}.season and q.season <= ${season})))`;
}

/**
 * A team of the group plays: placed there (decision 018) in the season of the match, by a row of
 * that season holding on the match's date or by the latest earlier open row carried forward.
 * A team the league office moved here keeps its old group's fixtures still ahead in that group's
 * list, where its opponent plays on: played at all, it is that group's match, not this one's
 * (listed in both, the office saw one match under «Kommend» in two groups).
 */
function groupSql(canton: Canton | undefined, league: League | undefined, group: string): SQL {
  // The season starts on 1 July: six months back from a Zurich wall-clock date gives its year.
  const season = sql`(extract(year from (${matches.matchDate} at time zone 'Europe/Zurich') - interval '6 months'))::int`;
  return sql`exists (
    select 1 from team_placements p
    where p.team_id in (${matches.homeTeamId}, ${matches.awayTeamId})
      and p.canton = ${canton ?? null} and p.league = ${league ?? null} and p.group_name = ${group}
      and ${holdsOnMatchDate("p", season)}
      and not exists (
        select 1 from team_placements l
        join team_placements o on o.canton = l.canton and o.league = l.league and o.group_name = l.group_name
          and o.team_id = case when p.team_id = ${matches.homeTeamId}
            then ${matches.awayTeamId} else ${matches.homeTeamId} end
        where l.team_id = p.team_id and l.season = ${season}
          and l.ends_at is not null and l.ends_at <= ${matches.matchDate}
          and (l.canton, l.league, l.group_name) is distinct from (p.canton, p.league, p.group_name)
          and ${holdsOnMatchDate("o", season)})
  )`;
}

/**
 * What listMatchPage reads ("upcoming" and "past" split at the current instant; the group
 * filter reads the league office's placements).
 */
export const MATCH_LIST_READ: ReadDeclaration = {
  tables: [matches, teams, clubs, teamPlacements, withdrawalCancellations],
  clock: true,
};

/**
 * Matches with both teams, their clubs and the home club's stadium picture, in one query, as a
 * JSON array of MatchSummary (text, ready for a response body), and where the next page begins.
 * Scope: upcoming = scheduled or cancelled with a date after now (ascending); past = date now
 * or earlier, not live (most recent first); live = status live. Ties on the date go by id, so
 * a page boundary between two matches of one kickoff neither skips nor repeats one.
 */
export async function listMatchPage(db: DbOrTx, filter: MatchFilter = {}): Promise<ListPage<MatchSummary>> {
  const now = filter.now ?? new Date();
  // A match against an opponent the league office has not placed yet stays out of the
  // country-wide lists (schedule, live list, sitemap) but shows wherever its club's own pages
  // ask for it: the club's and its teams' schedules and the match's own page and ticker.
  const isScoped = Boolean(filter.clubId || filter.teamIds || filter.matchIds);
  const conditions: SQL[] = filter.includeRequests
    ? []
    : [isScoped ? eq(matches.acceptance, "accepted") : isCountedMatch];
  const scope = filter.scope ?? "all";
  const descending = scope === "past";
  if (scope === "upcoming") {
    conditions.push(
      gt(matches.matchDate, now),
      inArray(matches.status, ["scheduled", "cancelled", "postponed"]),
    );
  } else if (scope === "past") {
    conditions.push(lte(matches.matchDate, now), sql`${matches.status} <> 'live'`);
  } else if (scope === "live") {
    conditions.push(eq(matches.status, "live"));
  }
  if (filter.status) conditions.push(eq(matches.status, filter.status));
  if (filter.teamIds) {
    if (filter.teamIds.length === 0) return EMPTY_PAGE;
    conditions.push(
      or(inArray(matches.homeTeamId, filter.teamIds), inArray(matches.awayTeamId, filter.teamIds)) as SQL,
    );
  }
  if (filter.clubId)
    conditions.push(or(eq(home.clubId, filter.clubId), eq(away.clubId, filter.clubId)) as SQL);
  const where = filter.group ? groupSql(filter.canton, filter.league, filter.group) : teamPlaceSql(filter);
  if (where) conditions.push(where);
  if (filter.from) conditions.push(gte(matches.matchDate, filter.from));
  if (filter.before) conditions.push(lt(matches.matchDate, filter.before));
  if (filter.matchIds) {
    if (filter.matchIds.length === 0) return EMPTY_PAGE;
    conditions.push(inArray(matches.id, filter.matchIds));
  }
  if (filter.after) conditions.push(afterSql(matches.matchDate, matches.id, filter.after, descending));
  const order = descending
    ? [desc(matches.matchDate), desc(matches.id)]
    : [asc(matches.matchDate), asc(matches.id)];
  const limit = filter.limit ?? 200;

  const rows = await selectSummaries(db, { cursor: cursorSql(matches.matchDate, matches.id) })
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...order)
    .limit(limit + 1);
  return pageOf<MatchSummary>(rows, limit);
}

/** listMatchPage's matches as objects, for callers that work with the matches. */
export async function listMatches(db: DbOrTx, filter: MatchFilter = {}): Promise<MatchSummary[]> {
  return parseJsonText((await listMatchPage(db, filter)).json);
}

/**
 * What findMatchSummary reads (the counted-match rule reads teams too; heldByWithdrawal its table,
 * keptOffByWithdrawal the placements).
 */
export const MATCH_SUMMARY_READ: ReadDeclaration = {
  tables: [matches, teams, clubs, teamPlacements, withdrawalCancellations],
};

// One match as listMatchPage finds it by its id (scoped: accepted, or any with the requests),
// built once: every tap and every match page reads it (no cursor: there is no next page).
const acceptedMatchSummary = builtOnce((db) =>
  selectSummaries(db, {})
    .where(and(eq(matches.acceptance, "accepted"), eq(matches.id, sql.placeholder("id"))))
    .prepare("accepted_match_summary"),
);
const anyMatchSummary = builtOnce((db) =>
  selectSummaries(db, {})
    .where(eq(matches.id, sql.placeholder("id")))
    .prepare("any_match_summary"),
);

/** A public match (accepted); with `includeRequests` also a request (club management only). */
export async function findMatchSummary(
  db: DbOrTx,
  id: string,
  options: { includeRequests?: boolean } = {},
): Promise<MatchSummary | null> {
  const read = options.includeRequests ? anyMatchSummary : acceptedMatchSummary;
  const [row] = await read(db).execute({ id });
  return row ? parseJsonText(row.json as JsonText<MatchSummary>) : null;
}
