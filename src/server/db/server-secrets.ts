import { eq } from "drizzle-orm";
import type { DbOrTx } from "./client.ts";
import { serverSecrets } from "./schema/index.ts";

/**
 * The value of a generated secret every process on this database shares: the stored one, or
 * `candidate()` stored now by whichever process comes first (a second process that starts at the
 * same time reads the first one's). The candidate is a value this installation already used (a
 * file in its data folder, so nobody is signed out by the move) or a new one.
 */
export async function sharedSecret(db: DbOrTx, name: string, candidate: () => string): Promise<string> {
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (stored) return stored.value;
  await db.insert(serverSecrets).values({ name, value: candidate() }).onConflictDoNothing();
  const [kept] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!kept) throw new Error(`secret ${name} was not stored`);
  return kept.value;
}
