import { and, asc, desc, eq, gt, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { MatchScope } from "#shared/matches/schema.ts";
import { LIVE_UNDO_MINUTES, type MatchSummary, type MatchTeam } from "#shared/matches/types.ts";
import type { DbOrTx } from "../../db/client.ts";
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
  now?: Date;
}

/**
 * Matches with both teams, their clubs and the home club's stadium picture, in one query.
 * Scope: upcoming = scheduled or cancelled with a date after now (ascending); past = date now
 * or earlier, not live (most recent first); live = status live.
 */
export async function listMatches(db: DbOrTx, filter: MatchFilter = {}): Promise<MatchSummary[]> {
  const now = filter.now ?? new Date();
  const conditions: SQL[] = filter.includeRequests ? [] : [isCountedMatch];
  const scope = filter.scope ?? "all";
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
    if (filter.teamIds.length === 0) return [];
    conditions.push(
      or(inArray(matches.homeTeamId, filter.teamIds), inArray(matches.awayTeamId, filter.teamIds)) as SQL,
    );
  }
  if (filter.clubId)
    conditions.push(or(eq(home.clubId, filter.clubId), eq(away.clubId, filter.clubId)) as SQL);
  if (filter.matchIds) {
    if (filter.matchIds.length === 0) return [];
    conditions.push(inArray(matches.id, filter.matchIds));
  }
  const order = scope === "past" ? [desc(matches.matchDate)] : [asc(matches.matchDate)];

  const rows = await db
    .select({
      match: matches,
      home: {
        id: home.id,
        name: home.name,
        teamImageUrl: home.teamImageUrl,
        clubId: home.clubId,
        league: home.league,
        canton: home.canton,
      },
      away: {
        id: away.id,
        name: away.name,
        teamImageUrl: away.teamImageUrl,
        clubId: away.clubId,
        league: away.league,
        canton: away.canton,
      },
      homeClub: {
        name: homeClub.clubName,
        logo: homeClub.clubLogoUrl,
        stadiumImage: homeClub.stadiumImageUrl,
      },
      awayClub: { name: awayClub.clubName, logo: awayClub.clubLogoUrl },
    })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .leftJoin(homeClub, eq(homeClub.id, home.clubId))
    .leftJoin(awayClub, eq(awayClub.id, away.clubId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...order)
    .limit(filter.limit ?? 200);

  return rows.map((r) => ({
    id: r.match.id,
    matchDate: r.match.matchDate.toISOString(),
    stadium: r.match.stadium,
    stadiumImageUrl: r.homeClub?.stadiumImage ?? null,
    status: r.match.status,
    homeScore: r.match.homeScore,
    awayScore: r.match.awayScore,
    cancellationReason: r.match.cancellationReason,
    startedAt: r.match.startedAt?.toISOString() ?? null,
    period: r.match.period,
    periodStartedAt: r.match.periodStartedAt?.toISOString() ?? null,
    stoppageMinutes: r.match.stoppageMinutes,
    undoUntil: undoUntilOf(r.match),
    acceptance: r.match.acceptance,
    competition: r.match.competition,
    createdByClubId: r.match.createdByClubId,
    homeTeam: toTeam(r.home, r.homeClub),
    awayTeam: toTeam(r.away, r.awayClub),
  }));
}

/** The end of the live ticker's undo window, while the end or abort can still be undone. */
export function undoUntilOf(match: { liveUndo: unknown; closedAt: Date | null }): string | null {
  if (!match.liveUndo || !match.closedAt) return null;
  return new Date(match.closedAt.getTime() + LIVE_UNDO_MINUTES * 60_000).toISOString();
}

function toTeam(
  team: {
    id: string;
    name: string;
    teamImageUrl: string | null;
    clubId: string | null;
    league: string;
    canton: string;
  },
  club: { name: string; logo: string | null } | null,
): MatchTeam {
  return { ...team, clubName: club?.name ?? null, clubLogoUrl: club?.logo ?? null };
}

/** A public match (accepted); with `includeRequests` also a request (club management only). */
export async function findMatchSummary(
  db: DbOrTx,
  id: string,
  options: { includeRequests?: boolean } = {},
): Promise<MatchSummary | null> {
  const [match] = await listMatches(db, { matchIds: [id], limit: 1, ...options });
  return match ?? null;
}
