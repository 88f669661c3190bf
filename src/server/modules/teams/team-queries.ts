import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { emptyStats } from "#shared/players/stats.ts";
import type { Coach, TeamDetail, TeamPlayer } from "#shared/teams/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { byName } from "../../db/name-order.ts";
import { clubs, coaches, players, teams } from "../../db/schema/index.ts";
import { statsForPlayers } from "../players/player-stats.ts";
import { publicPlayerColumns } from "../players/public-player-fields.ts";

// An archived team (deleted by its club, or with its club, and kept only for the matches it played
// against others) has no page, list, calendar or widget: for the public it does not exist.

export async function findTeamById(db: DbOrTx, id: string): Promise<TeamDetail | null> {
  const [row] = await db
    .select({
      id: teams.id,
      name: teams.name,
      teamImageUrl: teams.teamImageUrl,
      clubId: teams.clubId,
      clubName: clubs.clubName,
      clubLogoUrl: clubs.clubLogoUrl,
      league: teams.league,
      canton: teams.canton,
      playerCount: sql<number>`(select count(*)::int from players p where p.team_id = "teams"."id")`,
      coachCount: sql<number>`(select count(*)::int from coaches c where c.team_id = "teams"."id")`,
      createdAt: teams.createdAt,
    })
    .from(teams)
    .leftJoin(clubs, eq(clubs.id, teams.clubId))
    .where(and(eq(teams.id, id), isNull(teams.archivedAt)))
    .limit(1);
  if (!row) return null;
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function teamExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, id), isNull(teams.archivedAt)))
    .limit(1);
  return rows.length > 0;
}

/** The squad by shirt number (players without one last), each with goals, assists and cards. */
export async function listTeamPlayers(db: DbOrTx, teamId: string): Promise<TeamPlayer[]> {
  const rows = await db
    .select(publicPlayerColumns())
    .from(players)
    .where(eq(players.teamId, teamId))
    .orderBy(
      sql`${players.playerNumber} asc nulls last`,
      byName(players.lastName),
      byName(players.firstName),
    );
  const stats = await statsForPlayers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, stats: stats.get(r.id) ?? emptyStats() }));
}

/** Head coach first, then assistants, then other staff, each group in the order added. */
export async function listTeamCoaches(db: DbOrTx, teamId: string): Promise<Coach[]> {
  return db
    .select({
      id: coaches.id,
      teamId: coaches.teamId,
      firstName: coaches.firstName,
      lastName: coaches.lastName,
      role: coaches.role,
      coachImageUrl: coaches.coachImageUrl,
      birthYear: coaches.birthYear,
      atClubSince: coaches.atClubSince,
    })
    .from(coaches)
    .where(eq(coaches.teamId, teamId))
    .orderBy(
      sql`case when ${coaches.role} ilike 'trainer%' or ${coaches.role} ilike 'cheftrainer%' then 0 when ${coaches.role} ilike 'co-%' then 1 else 2 end`,
      asc(coaches.createdAt),
      byName(coaches.lastName),
    );
}
