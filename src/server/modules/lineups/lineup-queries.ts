import { and, eq } from "drizzle-orm";
import type { TeamSide } from "#shared/constants.ts";
import type { LineupInput } from "#shared/lineups/schema.ts";
import type { Tx } from "../../db/client.ts";
import { matchLineupEntries } from "../../db/schema/index.ts";

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
