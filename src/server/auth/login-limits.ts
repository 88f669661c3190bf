import { sql } from "drizzle-orm";
import { SIGN_IN_WINDOW_MINUTES } from "#shared/legal/retention.ts";
import type { DbOrTx } from "../db/client.ts";

// Sign-in limits (and every password a signed-in account confirms: «Konto löschen», the password
// change and the e-mail change, which count toward the same lock). Per client address better-auth's own limiter applies, with
// a high ceiling so a club's Wi-Fi or a carrier's shared address does not lock fans out; per
// account this one counts attempts, so guessing one person's password stays slow. A successful
// sign-in or a password reset starts the account's count again, so only failures add up. Both
// counters live in the database, shared by every server process; the account's in its own table
// (sign_in_attempts), since better-auth prunes its rate_limit rows after a minute.

export const ACCOUNT_WINDOW_SECONDS = SIGN_IN_WINDOW_MINUTES * 60;
export const ACCOUNT_MAX_ATTEMPTS = 10;
export const IP_SIGN_IN_PER_MINUTE = 60;

const keyOf = (email: string) => email.trim().toLowerCase();

/**
 * Counts one sign-in attempt for this e-mail address and tells whether it is over the limit.
 * One statement: concurrent attempts cannot both read the old count. Windows that ended are
 * pruned on the way (indexed), so addresses tried once do not pile up.
 */
export async function isAccountOverLimit(db: DbOrTx, email: string, scale: number): Promise<boolean> {
  const windowStart = sql`now() - make_interval(secs => ${ACCOUNT_WINDOW_SECONDS})`;
  const key = keyOf(email);
  const max = ACCOUNT_MAX_ATTEMPTS * scale;
  // An attempt over the limit starts the window again: the lock lasts its 15 minutes from the
  // latest attempt, not from the first of the count (which let the 12th attempt through seconds
  // after the 11th was refused, when the first lay almost 15 minutes back).
  const rows = await db.execute<{ count: number }>(sql`
    with pruned as (
      delete from sign_in_attempts where window_started_at < ${windowStart} and email_key <> ${key}
    )
    insert into sign_in_attempts (email_key, count, window_started_at) values (${key}, 1, now())
    on conflict (email_key) do update set
      count = case when sign_in_attempts.window_started_at < ${windowStart} then 1 else sign_in_attempts.count + 1 end,
      window_started_at = case
        when sign_in_attempts.window_started_at < ${windowStart} then now()
        when sign_in_attempts.count + 1 > ${max} then now()
        else sign_in_attempts.window_started_at end
    returning count`);
  return (rows[0]?.count ?? 0) > max;
}

/**
 * Whether the account's failures used up its attempts, without counting one: the check before a
 * password is compared (after ten failures the eleventh is refused, as at the sign-in).
 */
export async function isAccountLocked(db: DbOrTx, email: string, scale: number): Promise<boolean> {
  const rows = await db.execute<{ locked: boolean }>(sql`
    select count >= ${ACCOUNT_MAX_ATTEMPTS * scale} as locked from sign_in_attempts
    where email_key = ${keyOf(email)}
      and window_started_at >= now() - make_interval(secs => ${ACCOUNT_WINDOW_SECONDS})`);
  return rows[0]?.locked === true;
}

/** The account proved itself (signed in, or reset its password by mail): its count starts again. */
export async function clearAccountAttempts(db: DbOrTx, email: string): Promise<void> {
  await db.execute(sql`delete from sign_in_attempts where email_key = ${keyOf(email)}`);
}

/** What a password a signed-in account confirms came to (see confirmAccountPassword). */
export type PasswordConfirmation = "confirmed" | "wrong" | "locked";

/**
 * The rule for every password a signed-in account confirms, so a stolen session cookie guesses it
 * no faster than the sign-in form: refused unchecked while the account is locked, and a wrong one
 * counts toward that lock. better-auth's own confirmations (auth.ts) compare the password
 * between its hooks, so they take the two steps apart: isAccountLocked before, countWrongPassword
 * after.
 */
export async function confirmAccountPassword(
  db: DbOrTx,
  email: string,
  scale: number,
  isRight: () => Promise<boolean>,
): Promise<PasswordConfirmation> {
  if (await isAccountLocked(db, email, scale)) return "locked";
  if (await isRight()) return "confirmed";
  await countWrongPassword(db, email, scale);
  return "wrong";
}

/** A wrong password given by a signed-in account: one more failure toward its lock. */
export async function countWrongPassword(db: DbOrTx, email: string, scale: number): Promise<void> {
  await isAccountOverLimit(db, email, scale);
}
