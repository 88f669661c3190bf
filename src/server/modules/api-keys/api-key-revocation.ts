import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { clubApiKeys } from "../../db/schema/index.ts";

/**
 * Revokes the club's keys this person made, in the transaction that makes them no Administrator
 * of the club any more (lowered to another role, removed, or left): a key acts for its creator,
 * so it stops with their role, for good (made Administrator again, a script that still holds the
 * old key stays out), and the club's list shows it revoked, by whom and why, instead of a key
 * that looks active but answers 401. `by` is who made the change (the person who left, for a
 * departure). The key check on every request (api-key-auth.ts) still asks for the role too.
 */
export async function revokeKeysOfFormerAdmin(
  tx: DbOrTx,
  change: { clubId: string; userId: string; by: string },
): Promise<void> {
  await tx
    .update(clubApiKeys)
    .set({ revokedAt: new Date(), revokedBy: change.by, revokedReason: "creatorNoLongerAdmin" })
    .where(
      and(
        eq(clubApiKeys.clubId, change.clubId),
        eq(clubApiKeys.createdBy, change.userId),
        isNull(clubApiKeys.revokedAt),
      ),
    );
}
