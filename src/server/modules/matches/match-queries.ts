import { and, asc, desc, eq, gt, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ListCursor } from "#shared/list-cursor.ts";
import type { MatchScope } from "#shared/matches/schema.ts";
import { LIVE_UNDO_MINUTES, type MatchSummary } from "#shared/matches/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { ReadDeclaration } from "../../db/declared-read.ts";
import { isoSql, jsonObjectSql, parseJsonText } from "../../db/json-sql.ts";
import { afterSql, cursorSql, EMPTY_PAGE, type ListPage, pageOf } from "../../db/list-page.ts";
import { clubs, matches, teams } from "../../db/schema/index.ts";
import { isCountedMatch } from "../counting/counted-match.ts";

const home = alias(teams, "home_team");
const away = alias(teams, "away_team");
const homeClub = alias(clubs, "home_club");
const awayClub = alias(clubs, "away_club");

export interface MatchFilter {
  scope?: MatchScope;
  teamIds?: string[] | undefined;
  clubId?: string | undefined;
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
  });
}

/**
 * THE shape of a MatchSummary, built by PostgreSQL as JSON text (keys in the order of the
 * type): a list of 300 matches is then one string per row that Node passes on, instead of
 * ~40 values per row decoded, mapped into nested objects and serialised again. `undoUntil` is
 * the end of the live ticker's undo window, while its end or abort can still be undone.
 */
const matchSummaryJson = sql<string>`${jsonObjectSql({
  id: matches.id,
  matchDate: isoSql(matches.matchDate),
  stadium: matches.stadium,
  stadiumImageUrl: homeClub.stadiumImageUrl,
  status: matches.status,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  cancellationReason: matches.cancellationReason,
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
})}::text`;

/**
 * Matches with both teams, their clubs and the home club's stadium picture, in one query, as a
 * JSON array of MatchSummary (text, ready for a response body), and where the next page begins.
 * Scope: upcoming = scheduled or cancelled with a date after now (ascending); past = date now
 * or earlier, not live (most recent first); live = status live. Ties on the date go by id, so
 * a page boundary between two matches of one kickoff neither skips nor repeats one.
 */
/** What listMatchPage reads; "upcoming" and "past" split at the current instant. */
export const MATCH_LIST_READ: ReadDeclaration = { tables: [matches, teams, clubs], clock: true };

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
  if (filter.teamIds) {
    if (filter.teamIds.length === 0) return EMPTY_PAGE;
    conditions.push(
      or(inArray(matches.homeTeamId, filter.teamIds), inArray(matches.awayTeamId, filter.teamIds)) as SQL,
    );
  }
  if (filter.clubId)
    conditions.push(or(eq(home.clubId, filter.clubId), eq(away.clubId, filter.clubId)) as SQL);
  if (filter.matchIds) {
    if (filter.matchIds.length === 0) return EMPTY_PAGE;
    conditions.push(inArray(matches.id, filter.matchIds));
  }
  if (filter.after) conditions.push(afterSql(matches.matchDate, matches.id, filter.after, descending));
  const order = descending
    ? [desc(matches.matchDate), desc(matches.id)]
    : [asc(matches.matchDate), asc(matches.id)];
  const limit = filter.limit ?? 200;

  const rows = await db
    .select({ json: matchSummaryJson, cursor: cursorSql(matches.matchDate, matches.id) })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .leftJoin(homeClub, eq(homeClub.id, home.clubId))
    .leftJoin(awayClub, eq(awayClub.id, away.clubId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...order)
    .limit(limit + 1);
  return pageOf<MatchSummary>(rows, limit);
}

/** listMatchPage's matches as objects, for callers that work with the matches. */
export async function listMatches(db: DbOrTx, filter: MatchFilter = {}): Promise<MatchSummary[]> {
  return parseJsonText((await listMatchPage(db, filter)).json);
}

/** A public match (accepted); with `includeRequests` also a request (club management only). */
/** What findMatchSummary reads (the counted-match rule reads teams too). */
export const MATCH_SUMMARY_READ: ReadDeclaration = { tables: [matches, teams, clubs] };

export async function findMatchSummary(
  db: DbOrTx,
  id: string,
  options: { includeRequests?: boolean } = {},
): Promise<MatchSummary | null> {
  const [match] = await listMatches(db, { matchIds: [id], limit: 1, ...options });
  return match ?? null;
}
