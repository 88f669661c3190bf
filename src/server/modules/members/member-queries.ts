import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type ClubMember, type InviteTeam, MEMBER_MESSAGES } from "#shared/members/club-roles.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { clubAdmins, profiles, teams, user } from "../../db/schema/index.ts";
import { badRequest, conflict } from "../../http/errors.ts";

export async function listMembers(db: DbOrTx, clubId: string): Promise<ClubMember[]> {
  const rows = await db
    .select({
      userId: clubAdmins.userId,
      username: sql<string>`coalesce(${profiles.username}, '')`,
      fullName: sql<string>`coalesce(${profiles.fullName}, '')`,
      email: user.email,
      role: clubAdmins.role,
      teamIds: clubAdmins.teamIds,
      since: clubAdmins.createdAt,
    })
    .from(clubAdmins)
    .innerJoin(user, eq(user.id, clubAdmins.userId))
    .leftJoin(profiles, eq(profiles.userId, clubAdmins.userId))
    .where(eq(clubAdmins.clubId, clubId))
    .orderBy(asc(clubAdmins.createdAt), asc(clubAdmins.userId));
  return rows.map((r) => ({ ...r, since: r.since.toISOString() }));
}

/** A Trainer's teams must be the club's own teams, not ones it deleted (archived). */
export async function requireClubTeams(
  db: DbOrTx,
  clubId: string,
  teamIds: readonly string[],
): Promise<void> {
  if (teamIds.length === 0) return;
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.clubId, clubId), inArray(teams.id, [...teamIds]), isNull(teams.archivedAt)));
  if (rows.length !== teamIds.length) {
    throw badRequest(MEMBER_MESSAGES.teamNotFound, { teamIds: MEMBER_MESSAGES.teamNotFound });
  }
}

/** The club's teams of these ids, by name: what an invite names for a Trainer. */
export async function namedTeams(
  db: DbOrTx,
  clubId: string,
  teamIds: readonly string[],
): Promise<InviteTeam[]> {
  if (teamIds.length === 0) return [];
  return db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.clubId, clubId), inArray(teams.id, [...new Set(teamIds)])))
    .orderBy(asc(teams.name), asc(teams.id));
}

/**
 * Locks the club's member rows for the rest of the transaction and refuses a change that would
 * leave the club without an administrator (two admins demoting each other at once cannot both
 * pass: the second waits for the lock and then sees one admin).
 */
export async function requireAnotherAdmin(tx: Tx, clubId: string, leavingUserId: string): Promise<void> {
  const rows = await tx
    .select({ userId: clubAdmins.userId, role: clubAdmins.role })
    .from(clubAdmins)
    .where(eq(clubAdmins.clubId, clubId))
    .for("update");
  const others = rows.filter((r) => r.role === "admin" && r.userId !== leavingUserId);
  if (others.length === 0) throw conflict(MEMBER_MESSAGES.lastAdmin);
}

/** The clubs in which this user is the only administrator (account deletion must wait). */
export async function clubsWhereLastAdmin(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.execute<{ club_id: string }>(sql`
    select mine.club_id from club_admins mine
    where mine.user_id = ${userId} and mine.role = 'admin'
      and not exists (
        select 1 from club_admins other
        where other.club_id = mine.club_id and other.role = 'admin' and other.user_id <> mine.user_id
      )`);
  return rows.map((r) => r.club_id);
}
