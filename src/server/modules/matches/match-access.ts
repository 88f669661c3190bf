import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isUuid } from "#shared/uuid.ts";
import { MATCH_MESSAGES, REQUEST_MESSAGES } from "#shared/validation/match.ts";
import type { SessionUser } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubAdmins, matches, teams } from "../../db/schema/index.ts";
import { conflict, forbidden, notFound } from "../../http/errors.ts";

export type MatchRow = typeof matches.$inferSelect;

export interface ManagedMatch {
  match: MatchRow;
  homeClubId: string | null;
  awayClubId: string | null;
  /** The club of the user the change is made for (written into the match history). */
  actingClubId: string;
}

type MatchClubs = Pick<ManagedMatch, "match" | "homeClubId" | "awayClubId">;

const homeTeam = alias(teams, "home_team");
const awayTeam = alias(teams, "away_team");

/**
 * THE rule of who may edit a match: once it stands (accepted), the clubs of both teams; while
 * it is a request or was declined, only the club that created it. A team without a club has no
 * say, so a match against such an opponent belongs to the creating club alone.
 */
export function matchEditorClubIds({ match, homeClubId, awayClubId }: MatchClubs): string[] {
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
export function needsAcceptance(creatorClubId: string, homeClubId: string | null, awayClubId: string | null) {
  return [homeClubId, awayClubId].some((id) => id !== null && id !== creatorClubId);
}

async function loadMatchWithClubs(db: DbOrTx, matchId: string, lock: boolean): Promise<MatchClubs> {
  if (!isUuid(matchId)) throw notFound(MATCH_MESSAGES.notFound);
  const query = db
    .select({ match: matches, homeClubId: homeTeam.clubId, awayClubId: awayTeam.clubId })
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(eq(matches.id, matchId))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: matches }) : await query;
  if (!row) throw notFound(MATCH_MESSAGES.notFound);
  return row;
}

/**
 * The match, if `user` administers a club that may edit it (matchEditorClubIds). 404 'Spiel
 * nicht gefunden' for an unknown or non-UUID id, 403 'Keine Berechtigung' otherwise.
 *
 * With `lock`, the match row is locked FOR UPDATE until the transaction ends: every write to a
 * match (score, clock, events) goes through here, so concurrent goals and clicks are applied one
 * after the other and the score never skips a goal. A locked load is a write that needs the
 * match to stand (events, live, result, report): 409 while it is a request or declined, unless
 * `allowRequest` (editing, cancelling or deleting the request itself).
 */
export async function loadManagedMatch(
  db: DbOrTx,
  user: SessionUser,
  matchId: string,
  options: { lock?: boolean; allowRequest?: boolean } = {},
): Promise<ManagedMatch> {
  const row = await loadMatchWithClubs(db, matchId, options.lock ?? false);
  const editors = matchEditorClubIds(row);
  const actingClubId = await requireAdminOfAny(db, user, editors).catch(async (error: unknown) => {
    // The invited club is told why it cannot change the request (it can answer it).
    const invited = invitedClubId(row);
    if (invited && row.match.acceptance !== "accepted" && (await isAdminOf(db, user, [invited]))) {
      throw forbidden(REQUEST_MESSAGES.requesterOnly);
    }
    throw error;
  });
  if (options.lock && !options.allowRequest) requireAccepted(row.match);
  return { ...row, actingClubId };
}

/** 409 unless the match stands: a request or a declined match cannot be played or scored. */
export function requireAccepted(match: MatchRow): void {
  if (match.acceptance === "requested") throw conflict(REQUEST_MESSAGES.pending);
  if (match.acceptance === "declined") throw conflict(REQUEST_MESSAGES.declined);
}

/** A request the user's club was asked to answer, locked; 403 for anyone else, 409 once answered. */
export async function loadMatchRequest(
  db: DbOrTx,
  user: SessionUser,
  matchId: string,
): Promise<ManagedMatch> {
  const row = await loadMatchWithClubs(db, matchId, true);
  const invited = invitedClubId(row);
  const playing = [row.homeClubId, row.awayClubId];
  if (!invited || !(await isAdminOf(db, user, [invited]))) {
    if (await isAdminOf(db, user, playing)) throw forbidden(REQUEST_MESSAGES.notInvited);
    throw forbidden();
  }
  if (row.match.acceptance !== "requested") throw conflict(REQUEST_MESSAGES.notPending);
  return { ...row, actingClubId: invited };
}

async function isAdminOf(db: DbOrTx, user: SessionUser, clubIds: readonly (string | null)[]) {
  const ids = clubIds.filter((id): id is string => id !== null);
  if (ids.length === 0) return false;
  const rows = await db
    .select({ clubId: clubAdmins.clubId })
    .from(clubAdmins)
    .where(and(eq(clubAdmins.userId, user.id), inArray(clubAdmins.clubId, ids)));
  return rows.length > 0;
}

/** 403 unless `user` administers one of these clubs; returns the first of them (in list order). */
export async function requireAdminOfAny(
  db: DbOrTx,
  user: SessionUser,
  clubIds: readonly (string | null)[],
): Promise<string> {
  const ids = clubIds.filter((id): id is string => id !== null);
  if (ids.length === 0) throw forbidden();
  const rows = await db
    .select({ clubId: clubAdmins.clubId })
    .from(clubAdmins)
    .where(and(eq(clubAdmins.userId, user.id), inArray(clubAdmins.clubId, ids)));
  const admin = ids.find((id) => rows.some((r) => r.clubId === id));
  if (!admin) throw forbidden();
  return admin;
}

/** Reading a match's club-side data (its history): either playing club, in any state. */
export async function loadPlayingMatch(
  db: DbOrTx,
  user: SessionUser,
  matchId: string,
): Promise<ManagedMatch> {
  const row = await loadMatchWithClubs(db, matchId, false);
  const actingClubId = await requireAdminOfAny(db, user, [row.homeClubId, row.awayClubId]);
  return { ...row, actingClubId };
}
