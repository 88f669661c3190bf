import { asc, eq, type SQL } from "drizzle-orm";
import { zurichYear } from "#shared/format.ts";
import type { ManagePlayer } from "#shared/players/types.ts";
import { playerSeenBy } from "#shared/players/youth-privacy.ts";
import type { ClubAccess } from "../../auth/access.ts";
import type { DbOrTx } from "../../db/client.ts";
import { byName } from "../../db/name-order.ts";
import { players, teams } from "../../db/schema/index.ts";
import { statsForPlayers } from "./player-stats.ts";

/** Players with their team's name and league and the statistics counted from match events. */
export async function listManagePlayers(db: DbOrTx, where: SQL | undefined): Promise<ManagePlayer[]> {
  const rows = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      position: players.position,
      playerNumber: players.playerNumber,
      birthYear: players.birthYear,
      atClubSince: players.atClubSince,
      teamId: players.teamId,
      teamName: teams.name,
      teamLeague: teams.league,
      playerImageUrl: players.playerImageUrl,
      mediaConsent: players.mediaConsent,
    })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(where)
    .orderBy(byName(players.lastName), byName(players.firstName), asc(players.id));
  const stats = await statsForPlayers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const s = stats.get(row.id);
    return {
      ...row,
      goals: s?.goals ?? 0,
      assists: s?.assists ?? 0,
      yellowCards: s?.yellowCards ?? 0,
      yellowRedCards: s?.yellowRedCards ?? 0,
      redCards: s?.redCards ?? 0,
    };
  });
}

/**
 * The club's players as this actor may see them, for every list of them it reads (JSON and
 * CSV): a minor's birth year and hidden photo only for who manages his team (playerSeenBy).
 */
export async function listPlayersSeenBy(
  db: DbOrTx,
  where: SQL | undefined,
  access: Pick<ClubAccess, "allows">,
): Promise<ManagePlayer[]> {
  const year = zurichYear();
  const list = await listManagePlayers(db, where);
  return list.map((p) => playerSeenBy(p, access.allows("team", [p.teamId]), year));
}

/** The club owning a player (through its team), or null when the player does not exist. */
export async function findPlayerClub(
  db: DbOrTx,
  playerId: string,
): Promise<{ clubId: string | null; teamId: string } | null> {
  const rows = await db
    .select({ clubId: teams.clubId, teamId: players.teamId })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(eq(players.id, playerId))
    .limit(1);
  return rows[0] ?? null;
}
