import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isUuid } from "#shared/uuid.ts";
import { MATCH_MESSAGES } from "#shared/validation/match.ts";
import type { SessionUser } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubAdmins, matches, teams } from "../../db/schema/index.ts";
import { forbidden, notFound } from "../../http/errors.ts";

export type MatchRow = typeof matches.$inferSelect;

export interface ManagedMatch {
  match: MatchRow;
  homeClubId: string | null;
  awayClubId: string | null;
}

const homeTeam = alias(teams, "home_team");
const awayTeam = alias(teams, "away_team");

/**
 * The match, if `user` administers a club whose team plays in it (club-management §6: only they
 * may change the match, its events, its report or its clock). 404 'Spiel nicht gefunden' for an
 * unknown or non-UUID id, 403 'Keine Berechtigung' otherwise.
 *
 * With `lock`, the match row is locked FOR UPDATE until the transaction ends: every write to a
 * match (score, clock, events) goes through here, so concurrent goals and clicks are applied one
 * after the other and the score never skips a goal.
 */
export async function loadManagedMatch(
  db: DbOrTx,
  user: SessionUser,
  matchId: string,
  options: { lock?: boolean } = {},
): Promise<ManagedMatch> {
  if (!isUuid(matchId)) throw notFound(MATCH_MESSAGES.notFound);
  const query = db
    .select({ match: matches, homeClubId: homeTeam.clubId, awayClubId: awayTeam.clubId })
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(eq(matches.id, matchId))
    .limit(1);
  const [row] = options.lock ? await query.for("update", { of: matches }) : await query;
  if (!row) throw notFound(MATCH_MESSAGES.notFound);
  await requireAdminOfAny(db, user, [row.homeClubId, row.awayClubId]);
  return row;
}

/** 403 unless `user` administers one of these clubs. */
export async function requireAdminOfAny(
  db: DbOrTx,
  user: SessionUser,
  clubIds: readonly (string | null)[],
): Promise<void> {
  const ids = clubIds.filter((id): id is string => id !== null);
  if (ids.length === 0) throw forbidden();
  const rows = await db
    .select({ clubId: clubAdmins.clubId })
    .from(clubAdmins)
    .where(and(eq(clubAdmins.userId, user.id), inArray(clubAdmins.clubId, ids)))
    .limit(1);
  if (rows.length === 0) throw forbidden();
}
