import { asc, eq, isNull, lt, or } from "drizzle-orm";
import { USERNAME_KEY_VERSION, usernameKey } from "#shared/account/username-key.ts";
import type { DbOrTx } from "./client.ts";
import { profiles } from "./schema/index.ts";

/** The key columns of a profile named `username`, as every write of a username sets them. */
export function usernameKeyColumns(username: string) {
  return { usernameKey: usernameKey(username), usernameKeyVersion: USERNAME_KEY_VERSION };
}

/**
 * Brings profiles.username_key up to the current rule at a start (migration 0033 starts every key
 * as the lower-case name; SQL cannot compute the skeleton). Only rows without the current
 * USERNAME_KEY_VERSION are read, so a start over an up-to-date table reads nothing and writes
 * nothing; those rows are done oldest account first. Two existing names that only now count as
 * the same are both kept, neither account renamed behind its owner's back: the first to get the
 * skeleton holds it, the other keeps its lower-case key (and its name, profile-routes.ts), and a
 * new look-alike of either is refused. That row is marked current too, else every start would try
 * again. Nothing here fails the start.
 */
export async function refreshUsernameKeys(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ userId: profiles.userId, username: profiles.username, key: profiles.usernameKey })
    .from(profiles)
    .where(or(isNull(profiles.usernameKeyVersion), lt(profiles.usernameKeyVersion, USERNAME_KEY_VERSION)))
    .orderBy(asc(profiles.createdAt), asc(profiles.userId));
  let changed = 0;
  for (const row of rows) {
    const columns = usernameKeyColumns(row.username);
    const mark = () =>
      db
        .update(profiles)
        .set({ usernameKeyVersion: columns.usernameKeyVersion })
        .where(eq(profiles.userId, row.userId));
    if (columns.usernameKey === row.key) {
      await mark();
      continue;
    }
    try {
      await db.update(profiles).set(columns).where(eq(profiles.userId, row.userId));
      changed += 1;
    } catch (error) {
      // 23505: another account holds the key already; this one keeps its own.
      const failure = error as { code?: string; cause?: { code?: string } };
      if ((failure.code ?? failure.cause?.code) !== "23505") throw error;
      await mark();
    }
  }
  return changed;
}
