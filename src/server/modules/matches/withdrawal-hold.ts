import { and, eq } from "drizzle-orm";
import { withdrawalHoldMessage } from "#shared/matches/schema.ts";
import type { DbOrTx } from "../../db/client.ts";
import { withdrawalCancellations } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";
import { teamSubject } from "../league/office-decisions.ts";
import type { MatchRow } from "./match-access.ts";

// A match the league office called off by a team's withdrawal stays off while the team is
// withdrawn: set again by a club (directly, by a proposal, or moved to a new date), it would be
// back on the schedule of a team that plays no more, and taking the withdrawal back would no
// longer find it as the withdrawal left it. Only the office's undo sets it again.

/** The team whose withdrawal holds the match off, or null: a match cancelled since for another reason is free. */
export async function withdrawnTeamOf(db: DbOrTx, match: MatchRow): Promise<string | null> {
  if (match.status !== "cancelled" || match.cancellationReason === null) return null;
  const [row] = await db
    .select({ teamId: withdrawalCancellations.teamId })
    .from(withdrawalCancellations)
    .where(
      and(
        eq(withdrawalCancellations.matchId, match.id),
        eq(withdrawalCancellations.reason, match.cancellationReason),
      ),
    );
  return row?.teamId ?? null;
}

/** 409 with the withdrawn team's name when the match is held off by its withdrawal. */
export async function refuseWithdrawalHold(db: DbOrTx, match: MatchRow): Promise<void> {
  const teamId = await withdrawnTeamOf(db, match);
  if (teamId) throw conflict(withdrawalHoldMessage(await teamSubject(db, teamId)));
}
