import { asc, eq } from "drizzle-orm";
import { usernameKey } from "#shared/account/username-key.ts";
import type { DbOrTx } from "./client.ts";
import { profiles } from "./schema/index.ts";

/**
 * Brings profiles.username_key up to the current rule after a migration (migration 0033 starts
 * every key as the lower-case name; SQL cannot compute the skeleton). Only rows whose key differs
 * are written, oldest account first. Two existing names that only now count as the same are both
 * kept, neither account renamed behind its owner's back: the first to get the skeleton holds it,
 * the other keeps its lower-case key (and its name, profile-routes.ts), and a new look-alike of
 * either is refused. Nothing here fails the start.
 */
export async function refreshUsernameKeys(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ userId: profiles.userId, username: profiles.username, key: profiles.usernameKey })
    .from(profiles)
    .orderBy(asc(profiles.createdAt), asc(profiles.userId));
  let changed = 0;
  for (const row of rows) {
    const key = usernameKey(row.username);
    if (key === row.key) continue;
    try {
      await db.update(profiles).set({ usernameKey: key }).where(eq(profiles.userId, row.userId));
      changed += 1;
    } catch (error) {
      // 23505: another account holds the key already; this one keeps its own.
      const failure = error as { code?: string; cause?: { code?: string } };
      if ((failure.code ?? failure.cause?.code) !== "23505") throw error;
    }
  }
  return changed;
}
