import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FavoriteTeam } from "#shared/favorites/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { byName } from "../../db/name-order.ts";
import { clubs, favorites, teams } from "../../db/schema/index.ts";

/** The user's favourite teams in the order they were added, with club logo (else team picture). */
export async function listFavorites(db: DbOrTx, userId: string, teamIds?: string[]): Promise<FavoriteTeam[]> {
  const rows = await db
    .select({
      id: teams.id,
      clubId: teams.clubId,
      name: teams.name,
      teamImageUrl: teams.teamImageUrl,
      clubLogoUrl: clubs.clubLogoUrl,
      clubName: clubs.clubName,
      league: teams.league,
      canton: teams.canton,
      createdAt: favorites.createdAt,
    })
    .from(favorites)
    // Archiving a team takes it out of the favourites (archiveTeams); this keeps any left from
    // before that out of sight as well.
    .innerJoin(teams, and(eq(teams.id, favorites.teamId), isNull(teams.archivedAt)))
    .leftJoin(clubs, eq(clubs.id, teams.clubId))
    .where(
      teamIds
        ? and(eq(favorites.userId, userId), inArray(favorites.teamId, teamIds))
        : eq(favorites.userId, userId),
    )
    .orderBy(asc(favorites.createdAt), byName(teams.name));
  return rows.map(({ teamImageUrl, clubLogoUrl, createdAt, ...row }) => ({
    ...row,
    logo: clubLogoUrl ?? teamImageUrl ?? null,
    createdAt: createdAt.toISOString(),
  }));
}

/** Adds the teams that exist (not archived) and are not yet favourites; returns how many were added. */
export async function addFavorites(db: DbOrTx, userId: string, teamIds: string[]): Promise<number> {
  if (teamIds.length === 0) return 0;
  // Selecting from teams skips ids that name no team; ON CONFLICT keeps it idempotent, also
  // when two tabs add the same team at the same moment.
  const rows = await db.execute<{ team_id: string }>(sql`
    insert into ${favorites} (user_id, team_id)
    select ${userId}::uuid, t.id from ${teams} t where t.id in ${teamIds} and t.archived_at is null
    on conflict (user_id, team_id) do nothing
    returning team_id`);
  return rows.length;
}

export async function removeFavorite(db: DbOrTx, userId: string, teamId: string): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.teamId, teamId)));
}
