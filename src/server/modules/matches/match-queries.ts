import { and, asc, desc, eq, gt, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fromStoredEventType } from "#shared/matches/event-types.ts";
import { deriveTimeline, fullTeamName, type TimelineEvent } from "#shared/matches/timeline.ts";
import {
  LIVE_UNDO_MINUTES,
  type LineupPlayer,
  type MatchEventView,
  type MatchLineups,
  type MatchPlayerRef,
  type MatchReportView,
  type MatchScope,
  type MatchSummary,
  type MatchTeam,
} from "#shared/matches/types.ts";
import { emptyStats } from "#shared/players/stats.ts";
import { isYouthProtected } from "#shared/players/youth-privacy.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubs, matchEvents, matches, matchReports, players, teams } from "../../db/schema/index.ts";
import { isCountedMatch } from "../counting/counted-match.ts";
import { statsForPlayers } from "../players/player-stats.ts";
import { publicPlayerImage } from "../players/public-player-fields.ts";

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

const scorer = alias(players, "scorer");
const assistant = alias(players, "assistant");
const comingOn = alias(players, "coming_on");

/** A player of an event as the public sees them (a Junioren photo only with consent). */
function playerColumns(p: typeof scorer | typeof assistant | typeof comingOn) {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    playerNumber: p.playerNumber,
    playerImageUrl: publicPlayerImage(p),
    teamId: p.teamId,
  };
}

/** Left-joined players come back as null when the event names none. */
function toPlayerRef(
  p: { [K in keyof MatchPlayerRef]: MatchPlayerRef[K] | null } | null,
): MatchPlayerRef | null {
  if (!p?.id || p.firstName === null || p.lastName === null || p.teamId === null) return null;
  return { ...p, id: p.id, firstName: p.firstName, lastName: p.lastName, teamId: p.teamId };
}

function nameOf(p: MatchPlayerRef | null): string | null {
  return p ? `${p.firstName} ${p.lastName}`.trim() : null;
}

/** The stored events of a match as the timeline rules read them (players' names resolved). */
export async function loadTimeline(
  db: DbOrTx,
  matchId: string,
): Promise<(TimelineEvent & { view: Omit<MatchEventView, "description" | "score"> })[]> {
  const rows = await db
    .select({
      event: matchEvents,
      player: playerColumns(scorer),
      assist: playerColumns(assistant),
      playerIn: playerColumns(comingOn),
    })
    .from(matchEvents)
    .leftJoin(scorer, eq(scorer.id, matchEvents.playerId))
    .leftJoin(assistant, eq(assistant.id, matchEvents.assistPlayerId))
    .leftJoin(comingOn, eq(comingOn.id, matchEvents.playerInId))
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.minute), asc(matchEvents.createdAt), asc(matchEvents.id));
  return rows.map((r, index) => {
    const player = toPlayerRef(r.player);
    const playerIn = toPlayerRef(r.playerIn);
    const type = fromStoredEventType(r.event.eventType);
    return {
      id: r.event.id,
      type,
      minute: r.event.minute,
      addedMinute: r.event.addedMinute,
      teamSide: r.event.teamSide,
      playerId: r.event.playerId,
      playerName: nameOf(player),
      playerInId: r.event.playerInId,
      playerInName: nameOf(playerIn),
      assistPlayerId: r.event.assistPlayerId,
      description: r.event.description,
      // Creation order breaks ties within a minute; the query's order makes it total.
      sequence: index,
      view: {
        id: r.event.id,
        matchId: r.event.matchId,
        type,
        minute: r.event.minute,
        addedMinute: r.event.addedMinute,
        customDescription: r.event.description,
        teamSide: r.event.teamSide,
        player,
        assist: toPlayerRef(r.assist),
        playerIn,
        createdAt: r.event.createdAt.toISOString(),
      },
    };
  });
}

/**
 * A match's timeline in order (minute, stoppage minute, entry), with players' names and the
 * running score and texts derived from all events (shared/match-timeline.ts). `eventIds`
 * narrows the answer to some events (for realtime payloads); the derivation still sees all.
 */
export async function listMatchEvents(
  db: DbOrTx,
  matchId: string,
  eventIds?: string[],
): Promise<MatchEventView[]> {
  if (eventIds && eventIds.length === 0) return [];
  const timeline = await loadTimeline(db, matchId);
  return viewsOf(timeline, await findMatchSummary(db, matchId), eventIds);
}

/** The whole timeline of a match the caller has already read (saves reading it again). */
export async function listEventsOfMatch(db: DbOrTx, match: MatchSummary): Promise<MatchEventView[]> {
  return viewsOf(await loadTimeline(db, match.id), match);
}

function viewsOf(
  timeline: Awaited<ReturnType<typeof loadTimeline>>,
  summary: MatchSummary | null,
  eventIds?: string[],
): MatchEventView[] {
  const teamNames = {
    home: summary ? fullTeamName(summary.homeTeam) : "Heim",
    away: summary ? fullTeamName(summary.awayTeam) : "Auswärts",
  };
  return deriveTimeline(timeline, teamNames)
    .filter(({ event }) => !eventIds || eventIds.includes(event.id))
    .map(({ event, derived }) => ({ ...event.view, description: derived.text, score: derived.score }));
}

export async function findMatchEvent(db: DbOrTx, matchId: string, eventId: string): Promise<MatchEventView> {
  const [event] = await listMatchEvents(db, matchId, [eventId]);
  if (!event) throw new Error(`event ${eventId} vanished inside its transaction`);
  return event;
}

/** Both squads with the popup's statistics (counted from events); line-ups need both non-empty. */
export async function loadLineups(db: DbOrTx, match: MatchSummary): Promise<MatchLineups> {
  const rows = await db
    .select()
    .from(players)
    .where(inArray(players.teamId, [match.homeTeam.id, match.awayTeam.id]))
    .orderBy(asc(players.playerNumber), asc(players.lastName), asc(players.firstName));
  const stats = await statsForPlayers(
    db,
    rows.map((p) => p.id),
  );
  const leagueOf = (teamId: string) =>
    teamId === match.homeTeam.id ? match.homeTeam.league : match.awayTeam.league;
  const toLineupPlayer = (p: (typeof rows)[number]): LineupPlayer => {
    const isHidden = isYouthProtected(leagueOf(p.teamId), p.mediaConsent);
    return {
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      playerNumber: p.playerNumber,
      playerImageUrl: isHidden ? null : p.playerImageUrl,
      teamId: p.teamId,
      position: p.position,
      birthYear: isHidden ? null : p.birthYear,
      atClubSince: p.atClubSince,
      ...(stats.get(p.id) ?? emptyStats()),
    };
  };
  const home = rows.filter((p) => p.teamId === match.homeTeam.id).map(toLineupPlayer);
  const away = rows.filter((p) => p.teamId === match.awayTeam.id).map(toLineupPlayer);
  return {
    home: { team: match.homeTeam, players: home },
    away: { team: match.awayTeam, players: away },
    hasLineups: home.length > 0 && away.length > 0,
  };
}

/** The match's report with the man of the match's name resolved, or null. */
export async function findMatchReport(db: DbOrTx, matchId: string): Promise<MatchReportView | null> {
  const [row] = await db
    .select({ report: matchReports, motmFirst: players.firstName, motmLast: players.lastName })
    .from(matchReports)
    .leftJoin(players, eq(players.id, matchReports.manOfMatchPlayerId))
    .where(eq(matchReports.matchId, matchId))
    .limit(1);
  if (!row) return null;
  const { report } = row;
  return {
    id: report.id,
    matchId: report.matchId,
    title: report.title,
    content: report.content,
    highlights: report.highlights,
    manOfMatchPlayerId: report.manOfMatchPlayerId,
    manOfMatchName: row.motmFirst !== null ? `${row.motmFirst} ${row.motmLast ?? ""}`.trim() : null,
    attendance: report.attendance,
    weatherConditions: report.weatherConditions,
    refereeNotes: report.refereeNotes,
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
  };
}
