import { eq } from "drizzle-orm";
import { clubNameKey } from "#shared/clubs/schema.ts";
import type { DbOrTx } from "./client.ts";
import { clubs } from "./schema/index.ts";

/**
 * Brings clubs.name_key up to the current rule after a migration (the confusable-name rule made it the
 * confusable skeleton; SQL cannot compute it). Only rows whose key differs are written; a key
 * another club already holds is left as it was rather than failing the start.
 */
export async function refreshClubNameKeys(db: DbOrTx): Promise<number> {
  const rows = await db.select({ id: clubs.id, name: clubs.clubName, key: clubs.nameKey }).from(clubs);
  let changed = 0;
  for (const row of rows) {
    const key = clubNameKey(row.name) || null;
    if (key === row.key) continue;
    try {
      await db.update(clubs).set({ nameKey: key }).where(eq(clubs.id, row.id));
      changed += 1;
    } catch (error) {
      // 23505: two old names that only now count as the same; the older key stays.
      const failure = error as { code?: string; cause?: { code?: string } };
      if ((failure.code ?? failure.cause?.code) !== "23505") throw error;
    }
  }
  return changed;
}
