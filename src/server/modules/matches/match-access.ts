import { and, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import { isOfficeFixture } from "#shared/matches/office-fixtures.ts";
import { eventsClosedMessage, MATCH_MESSAGES, REQUEST_MESSAGES } from "#shared/matches/schema.ts";
import type { ClubPermission } from "#shared/members/club-roles.ts";
import { isUuid } from "#shared/uuid.ts";
import {
  type ClubAccess,
  type Membership,
  requireActor,
  requireClubRole,
  requireLeagueOffice,
} from "../../auth/access.ts";
import type { AppEnv } from "../../context.ts";
import { builtOnce } from "../../db/built-once.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubAdmins, matches, teams } from "../../db/schema/index.ts";
import { AppError, conflict, forbidden, notFound } from "../../http/errors.ts";

export type MatchRow = typeof matches.$inferSelect;

export interface ManagedMatch {
  match: MatchRow;
  homeClubId: string | null;
  awayClubId: string | null;
  /**
   * The club of the user the change is made for (written into the match history); null for the
   * league office acting on a match no club manages (`isOfficeFixture`).
   */
  actingClubId: string | null;
}

/** Who makes a change to a match: a club's member or key (ClubAccess), or the league office. */
export type MatchAccess = Pick<ClubAccess, "user" | "apiKeyId"> & { clubId: string | null };

type MatchClubs = Pick<ManagedMatch, "match" | "homeClubId" | "awayClubId">;

const homeTeam = alias(teams, "home_team");
const awayTeam = alias(teams, "away_team");

/**
 * THE rule of which clubs may manage a match (club-management §6 plus match requests): once it
 * stands (accepted), the clubs of both teams; while it is a request or was declined, only the
 * club that created it. A team without a club has no say, so a match against such an opponent
 * belongs to the creating club alone. Who of their members may do what is decided by
 * requireClubRole. A match neither of whose teams has a club is no club's: the routes that name
 * `office` let the league office manage it (loadManagedMatch).
 */
export function managingClubIds({ match, homeClubId, awayClubId }: MatchClubs): string[] {
  const clubIds = [homeClubId, awayClubId].filter((id): id is string => id !== null);
  if (match.acceptance === "accepted") return clubIds;
  const creator = match.createdByClubId;
  return creator && clubIds.includes(creator) ? [creator] : clubIds;
}

/** The club that has to accept or decline a request (the playing club that did not create it). */
export function invitedClubId({ match, homeClubId, awayClubId }: MatchClubs): string | null {
  const other = [homeClubId, awayClubId].find((id) => id !== null && id !== match.createdByClubId);
  return other ?? null;
}

/**
 * Whether a new match between these teams needs the other club's yes: when the other team
 * belongs to another club on the platform.
 */
export function needsAcceptance(
  creatorClubId: string | null,
  homeClubId: string | null,
  awayClubId: string | null,
) {
  return [homeClubId, awayClubId].some((id) => id !== null && id !== creatorClubId);
}

async function loadMatchWithClubs(db: DbOrTx, matchId: string, lock: boolean): Promise<MatchClubs> {
  if (!isUuid(matchId)) throw notFound(MATCH_MESSAGES.notFound);
  const [row] = await (lock ? lockedMatchWithClubs : matchWithClubs)(db).execute({ matchId });
  if (!row) throw notFound(MATCH_MESSAGES.notFound);
  return row;
}

function selectMatchWithClubs(db: DbOrTx) {
  return db
    .select({ match: matches, homeClubId: homeTeam.clubId, awayClubId: awayTeam.clubId })
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(eq(matches.id, sql.placeholder("matchId")))
    .limit(1);
}

// Every tap and every write of the club's match pages reads it.
const matchWithClubs = builtOnce((db) => selectMatchWithClubs(db).prepare("match_with_clubs"));
const lockedMatchWithClubs = builtOnce((db) =>
  selectMatchWithClubs(db).for("update", { of: matches }).prepare("locked_match_with_clubs"),
);

/**
 * The signed-in person's memberships in the clubs of the match's teams, read beside the match
 * instead of after it (requireClubRole takes its grant from them, or asks again). None for an
 * API key, which its own rule checks, or for an id that is no UUID (the match read answers 404).
 */
async function membershipsInMatch(c: Context<AppEnv>, db: DbOrTx, matchId: string): Promise<Membership[]> {
  const user = c.var.user;
  if (!user || c.var.apiKey || !isUuid(matchId)) return [];
  return membershipsInClubsOfMatch(db).execute({ userId: user.id, matchId });
}

const membershipsInClubsOfMatch = builtOnce((db) => {
  const clubsOfMatch = db
    .select({ clubId: teams.clubId })
    .from(teams)
    .innerJoin(matches, or(eq(matches.homeTeamId, teams.id), eq(matches.awayTeamId, teams.id)))
    .where(eq(matches.id, sql.placeholder("matchId")));
  return db
    .select({ clubId: clubAdmins.clubId, role: clubAdmins.role, teamIds: clubAdmins.teamIds })
    .from(clubAdmins)
    .where(and(eq(clubAdmins.userId, sql.placeholder("userId")), inArray(clubAdmins.clubId, clubsOfMatch)))
    .prepare("memberships_in_clubs_of_match");
});

/** Does the user hold `permission` in one of these clubs? (No throw: for choosing a message.) */
async function holdsRole(
  c: Context<AppEnv>,
  db: DbOrTx,
  clubIds: readonly (string | null)[],
  permission: ClubPermission,
): Promise<boolean> {
  try {
    await requireClubRole(c, clubIds, permission, { db });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 403) return false;
    throw error;
  }
}

/**
 * THE rule of which matches the league office manages: a match no club manages (isOfficeFixture)
 * is the office's, for its writes and its reads, and refused to everyone else (403 'Nur für die
 * Spielleitung'). Null for a match a club manages: the office has no club's rights over it.
 */
async function officeFixtureAccess(
  c: Context<AppEnv>,
  db: DbOrTx,
  row: MatchClubs,
): Promise<MatchAccess | null> {
  if (!isOfficeFixture(row)) return null;
  const user = await requireLeagueOffice(c, { db });
  return { user, clubId: null };
}

export interface LoadOptions {
  lock?: boolean;
  /** Default `matches`: Ticker or Administrator. */
  permission?: ClubPermission;
  /** A locked load may also change a request (edit, cancel or delete the request itself). */
  allowRequest?: boolean;
  /**
   * The league office may do this to a match no club manages (`isOfficeFixture`): its result and
   * its schedule (kick-off, postponement, cancellation, deletion), not its events or line-ups.
   */
  office?: boolean;
}

/**
 * The match, if the signed-in user holds `permission` (default `matches`: Ticker or
 * Administrator) in a club that may manage it (managingClubIds). 401 for a visitor, 404 'Spiel
 * nicht gefunden' for an unknown or non-UUID id, 403 'Keine Berechtigung' otherwise. With
 * `office`, a match no club manages is the league office's (403 'Nur für die Spielleitung' for
 * everyone else).
 *
 * With `lock`, the match row is locked FOR UPDATE until the transaction ends: every write to a
 * match (score, clock, events) goes through here, so concurrent goals and clicks are applied one
 * after the other and the score never skips a goal. A locked load is a write that needs the
 * match to stand (events, live, result, report, line-ups): 409 while it is a request or
 * declined, unless `allowRequest`.
 */
export async function loadManagedMatch(
  c: Context<AppEnv>,
  db: DbOrTx,
  matchId: string,
  options: LoadOptions = {},
): Promise<ManagedMatch & { access: MatchAccess }> {
  requireActor(c);
  const [row, memberships] = await Promise.all([
    loadMatchWithClubs(db, matchId, options.lock ?? false),
    membershipsInMatch(c, db, matchId),
  ]);
  const office = options.office ? await officeFixtureAccess(c, db, row) : null;
  if (office) {
    if (options.lock && !options.allowRequest) requireAccepted(row.match);
    return { ...row, actingClubId: null, access: office };
  }
  const permission = options.permission ?? "matches";
  const access = await requireClubRole(c, managingClubIds(row), permission, { db, memberships }).catch(
    async (error: unknown) => {
      // The invited club is told why it cannot change the request (it can answer it).
      const invited = invitedClubId(row);
      if (invited && row.match.acceptance !== "accepted" && (await holdsRole(c, db, [invited], permission))) {
        throw forbidden(REQUEST_MESSAGES.requesterOnly);
      }
      throw error;
    },
  );
  if (options.lock && !options.allowRequest) requireAccepted(row.match);
  return { ...row, actingClubId: access.clubId, access };
}

/** 409 unless the match stands: a request or a declined match cannot be played or scored. */
/**
 * A cancelled match takes no event changes: it was never played, or the live ticker aborted it,
 * and then the league office decides on the score at the abort (one club adding a goal changed
 * the case it decides). A replay starts without the aborted match's events. Nor does a postponed
 * one: it is not being played (takesEventChanges).
 */
export function requireEventsOpen(match: MatchRow): void {
  const closed = eventsClosedMessage(match);
  if (closed) throw conflict(closed);
}

/**
 * Whether the match has kicked off: its kick-off time has passed, or the live ticker started it
 * (which it may, a few hours before the kick-off).
 */
export function hasKickedOff(match: Pick<MatchRow, "startedAt" | "matchDate">, now = Date.now()): boolean {
  return match.startedAt !== null || match.matchDate.getTime() <= now;
}

/**
 * 409 with `message` for a match not yet kicked off: the schedule offers its events and report
 * only once it is past, and a goal sent ahead gave a fixture a score before it was played.
 */
export function requireKickedOff(match: MatchRow, message: string): void {
  if (!hasKickedOff(match)) throw conflict(message);
}

export function requireAccepted(match: MatchRow): void {
  if (match.acceptance === "requested") throw conflict(REQUEST_MESSAGES.pending);
  if (match.acceptance === "declined") throw conflict(REQUEST_MESSAGES.declined);
}

/**
 * A request the user's club was asked to answer, locked. Answering is schedule work: the
 * `matches` permission (Ticker or Administrator) in the invited club. 403 for anyone else
 * (with a reason for the requesting club), 409 once answered.
 */
export async function loadMatchRequest(
  c: Context<AppEnv>,
  db: DbOrTx,
  matchId: string,
): Promise<ManagedMatch & { access: ClubAccess }> {
  requireActor(c);
  const row = await loadMatchWithClubs(db, matchId, true);
  const invited = invitedClubId(row);
  const access = await requireClubRole(c, invited, "matches", { db }).catch(async (error: unknown) => {
    if (await holdsRole(c, db, [row.homeClubId, row.awayClubId], "matches")) {
      throw forbidden(REQUEST_MESSAGES.notInvited);
    }
    throw error;
  });
  if (row.match.acceptance !== "requested") throw conflict(REQUEST_MESSAGES.notPending);
  return { ...row, actingClubId: access.clubId, access };
}

/**
 * Reading a match's club-side data (its history): any member of either playing club, in any
 * state; for a match no club manages, the league office that manages it.
 */
export async function loadPlayingMatch(
  c: Context<AppEnv>,
  db: DbOrTx,
  matchId: string,
): Promise<ManagedMatch> {
  requireActor(c);
  const row = await loadMatchWithClubs(db, matchId, false);
  if (await officeFixtureAccess(c, db, row)) return { ...row, actingClubId: null };
  const access = await requireClubRole(c, [row.homeClubId, row.awayClubId], "member", { db });
  return { ...row, actingClubId: access.clubId };
}
