import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { EMAIL_CHANGE_LINK_HOURS } from "#shared/legal/retention.ts";
import { isEmailTaken } from "../../auth/email-taken.ts";
import type { DbOrTx } from "../../db/client.ts";
import { user as users, verification } from "../../db/schema/index.ts";

// A new e-mail address takes effect only once the link mailed to it is opened:
// a typo must not lock the person out. The pending change waits in better-auth's verification
// table under the hash of its token (the token itself is only in the mail).

const PREFIX = "email-change:";
const VALID_MS = EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000;

const identifierOf = (token: string) => `${PREFIX}${createHash("sha256").update(token).digest("base64url")}`;

interface Pending {
  userId: string;
  email: string;
}

const pendingOf = (userId: string) =>
  and(
    sql`${verification.identifier} like ${`${PREFIX}%`}`,
    sql`(${verification.value}::jsonb ->> 'userId') = ${userId}`,
  );

/** Stores the change (replacing an earlier one of this user) and answers the token to mail. */
export async function requestEmailChange(db: DbOrTx, userId: string, email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(pendingOf(userId));
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: identifierOf(token),
      value: JSON.stringify({ userId, email } satisfies Pending),
      expiresAt: new Date(Date.now() + VALID_MS),
    });
  });
  return token;
}

/** The address a change waits for, while its link is valid: the profile tells it on every visit. */
export async function pendingEmailChange(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(and(pendingOf(userId), gt(verification.expiresAt, new Date())));
  return row ? (JSON.parse(row.value) as Pending).email : null;
}

/** Withdraws a pending change (a typo noticed): the link mailed to that address no longer works. */
export async function withdrawEmailChange(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(verification).where(pendingOf(userId));
}

/**
 * Applies the change the token stands for, once: false when the token is unknown, expired, or
 * the address was taken by another account in the meantime.
 */
export async function confirmEmailChange(db: DbOrTx, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verification)
      .where(and(eq(verification.identifier, identifierOf(token)), gt(verification.expiresAt, new Date())))
      .returning({ value: verification.value });
    if (!row) return false;
    const pending = JSON.parse(row.value) as Pending;
    if (await isEmailTaken(tx, pending.email, pending.userId)) return false;
    const updated = await tx
      .update(users)
      .set({ email: pending.email, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, pending.userId))
      .returning({ id: users.id });
    return updated.length > 0;
  });
}
