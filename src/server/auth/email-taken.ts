import { and, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { user } from "../db/schema/index.ts";

/**
 * Whether an account other than `exceptUserId`'s has this address, in any case: the one rule of
 * the sign-up's refusal, an address change's request and its confirmation.
 */
export async function isEmailTaken(
  db: DbOrTx,
  email: string,
  exceptUserId: string | null = null,
): Promise<boolean> {
  const sameAddress = sql`lower(${user.email}) = ${email.trim().toLowerCase()}`;
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(exceptUserId === null ? sameAddress : and(sameAddress, ne(user.id, exceptUserId)))
    .limit(1);
  return found !== undefined;
}
