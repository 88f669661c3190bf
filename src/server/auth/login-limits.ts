import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

// Sign-in limits. Per client address better-auth's own limiter applies, with
// a high ceiling so a club's Wi-Fi or a carrier's shared address does not lock fans out; per
// account this one counts attempts, so guessing one person's password stays slow. Both live in
// the rate_limit table, shared by every server process.

export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_MAX_ATTEMPTS = 10;
export const IP_SIGN_IN_PER_MINUTE = 60;

/**
 * Counts one sign-in attempt for this e-mail address and tells whether it is over the limit.
 * One statement: concurrent attempts cannot both read the old count.
 */
export async function isAccountOverLimit(db: DbOrTx, email: string, scale: number): Promise<boolean> {
  const now = Date.now();
  const key = `sign-in-account:${email.trim().toLowerCase()}`;
  const windowStart = now - ACCOUNT_WINDOW_SECONDS * 1000;
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limit (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request < ${windowStart} then ${now} else rate_limit.last_request end
    returning count`);
  return (rows[0]?.count ?? 0) > ACCOUNT_MAX_ATTEMPTS * scale;
}
