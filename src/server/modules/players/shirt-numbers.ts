import { and, eq, ne } from "drizzle-orm";
import { PLAYER_MESSAGES } from "#shared/players/schema.ts";
import type { DbOrTx } from "../../db/client.ts";
import { players } from "../../db/schema/index.ts";
import { type AppError, badRequest } from "../../http/errors.ts";

// Shirt numbers are unique within a team: the player dialog and the CSV import check first, and
// the index players_team_number_unique refuses a write that lost a race for the same number.

export function numberTaken(): AppError {
  return badRequest(PLAYER_MESSAGES.numberTaken, { playerNumber: PLAYER_MESSAGES.numberTaken });
}

/** Whether a write failed on the unique index of the team's shirt numbers. */
export function isNumberClash(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { constraint_name?: string }).constraint_name === "players_team_number_unique") return true;
  }
  return false;
}

/** 400 on the number field when another player of the team (not `playerId`) wears the number. */
export async function requireFreeNumber(
  db: DbOrTx,
  input: { teamId: string; playerNumber?: number | null | undefined },
  playerId: string | null,
): Promise<void> {
  if (input.playerNumber === null || input.playerNumber === undefined) return;
  const conditions = [eq(players.teamId, input.teamId), eq(players.playerNumber, input.playerNumber)];
  if (playerId) conditions.push(ne(players.id, playerId));
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(and(...conditions))
    .limit(1);
  if (rows.length > 0) throw numberTaken();
}
