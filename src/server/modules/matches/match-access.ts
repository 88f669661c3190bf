import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import type { ClubPermission } from "#shared/club-roles.ts";
import { MATCH_MESSAGES } from "#shared/validation/match.ts";
import { type ClubAccess, requireClubRole, requireUser } from "../../auth/access.ts";
import type { AppEnv } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { matches, teams } from "../../db/schema/index.ts";
import { notFound } from "../../http/errors.ts";

export type MatchRow = typeof matches.$inferSelect;

export interface ManagedMatch {
  match: MatchRow;
  homeClubId: string | null;
  awayClubId: string | null;
}

const homeTeam = alias(teams, "home_team");
const awayTeam = alias(teams, "away_team");

/**
 * Which clubs may manage a match (club-management §6): the clubs whose teams play in it. Who
 * of their members may do what is decided by requireClubRole.
 */
export function managingClubIds(row: ManagedMatch): Array<string | null> {
  return [row.homeClubId, row.awayClubId];
}

/**
 * The match, if the signed-in user holds `permission` (default `matches`: Ticker or
 * Administrator) in a club that may manage it. 401 for a visitor, 404 'Spiel nicht gefunden'
 * for an unknown id, 403 'Keine Berechtigung' otherwise.
 *
 * With `lock`, the match row is locked FOR UPDATE until the transaction ends: every write to a
 * match (score, clock, events) goes through here, so concurrent goals and clicks are applied one
 * after the other and the score never skips a goal.
 */
export async function loadManagedMatch(
  c: Context<AppEnv>,
  db: DbOrTx,
  matchId: string,
  options: { lock?: boolean; permission?: ClubPermission } = {},
): Promise<ManagedMatch & { access: ClubAccess }> {
  requireUser(c);
  const query = db
    .select({ match: matches, homeClubId: homeTeam.clubId, awayClubId: awayTeam.clubId })
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(eq(matches.id, matchId))
    .limit(1);
  const [row] = options.lock ? await query.for("update", { of: matches }) : await query;
  if (!row) throw notFound(MATCH_MESSAGES.notFound);
  const access = await requireClubRole(c, managingClubIds(row), options.permission ?? "matches", { db });
  return { ...row, access };
}
