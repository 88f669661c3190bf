import { and, asc, eq } from "drizzle-orm";
import type { TeamSide } from "#shared/constants.ts";
import type { LineupInput } from "#shared/lineups/schema.ts";
import type { LineupEntryView, MatchStartingLineups, SideLineup } from "#shared/lineups/types.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { matchLineupEntries, players } from "../../db/schema/index.ts";

function toSideLineup(entries: LineupEntryView[]): SideLineup | null {
  if (entries.length === 0) return null;
  return {
    starters: entries.filter((e) => e.role === "start"),
    bench: entries.filter((e) => e.role === "bench"),
  };
}

/** Both sides' line-ups; names and numbers of platform players are read from their rows. */
export async function findStartingLineups(db: DbOrTx, matchId: string): Promise<MatchStartingLineups> {
  const rows = await db
    .select({
      side: matchLineupEntries.side,
      role: matchLineupEntries.role,
      playerId: matchLineupEntries.playerId,
      name: matchLineupEntries.name,
      shirtNumber: matchLineupEntries.shirtNumber,
      isCaptain: matchLineupEntries.isCaptain,
      isGoalkeeper: matchLineupEntries.isGoalkeeper,
      firstName: players.firstName,
      lastName: players.lastName,
      playerNumber: players.playerNumber,
    })
    .from(matchLineupEntries)
    .leftJoin(players, eq(players.id, matchLineupEntries.playerId))
    .where(eq(matchLineupEntries.matchId, matchId))
    .orderBy(asc(matchLineupEntries.side), asc(matchLineupEntries.role), asc(matchLineupEntries.sortOrder));
  const bySide = (side: TeamSide) =>
    rows
      .filter((r) => r.side === side)
      .map(
        (r): LineupEntryView => ({
          playerId: r.playerId,
          name: r.playerId ? `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim() : (r.name ?? ""),
          shirtNumber: r.playerId ? r.playerNumber : r.shirtNumber,
          role: r.role,
          isCaptain: r.isCaptain,
          isGoalkeeper: r.isGoalkeeper,
        }),
      );
  return { home: toSideLineup(bySide("home")), away: toSideLineup(bySide("away")) };
}

/** Replaces one side's line-up (inside the caller's transaction). */
export async function replaceLineup(tx: Tx, matchId: string, side: TeamSide, input: LineupInput) {
  await tx
    .delete(matchLineupEntries)
    .where(and(eq(matchLineupEntries.matchId, matchId), eq(matchLineupEntries.side, side)));
  const rows = [
    ...input.starters.map((e, i) => ({ ...e, role: "start" as const, sortOrder: i })),
    ...input.bench.map((e, i) => ({ ...e, role: "bench" as const, sortOrder: i })),
  ];
  if (rows.length === 0) return;
  await tx.insert(matchLineupEntries).values(
    rows.map((e) => ({
      matchId,
      side,
      role: e.role,
      sortOrder: e.sortOrder,
      playerId: e.playerId,
      // A platform player's name and number come from the player row.
      name: e.playerId ? null : e.name,
      shirtNumber: e.playerId ? null : e.shirtNumber,
      isCaptain: e.isCaptain,
      isGoalkeeper: e.isGoalkeeper,
    })),
  );
}
