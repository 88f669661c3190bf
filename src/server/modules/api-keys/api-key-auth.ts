import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { API_KEY_MESSAGES } from "#shared/api-keys/schema.ts";
import type { AppEnv } from "../../context.ts";
import { accountSuspensions, clubAdmins, clubApiKeys } from "../../db/schema/index.ts";
import { errorBody, unauthorized } from "../../http/errors.ts";
import { setResponseHeader } from "../../http/response-headers.ts";
import { createReadLimiter, isCountedAtAddress, rateLimitHeaders } from "../read-api/read-rate-limit.ts";
import { hashApiKey, looksLikeApiKey } from "./api-key-secret.ts";

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;
// 'Last used' is a day-to-day fact for the list, not an access log: at most one write a minute.
const LAST_USED_EVERY = sql`now() - interval '1 minute'`;

/**
 * Reads `Authorization: Bearer tsk_…` on every /api request (before the session): a key that
 * is unknown, revoked, or whose creator is no longer an Administrator of its club or is suspended answers 401
 * at once; a valid key is set as `apiKey`, and the request carries no session. What needs the
 * key (management reads and writes) is counted against the key's own limit (429 over it; those
 * answers carry its ratelimit headers); the open reads count at the address as without a key
 * (isCountedAtAddress). Without the header nothing happens here.
 */
export function apiKeyAuth(limit: number): MiddlewareHandler<AppEnv> {
  const limiter = createReadLimiter({ limit });
  return async (c, next) => {
    const header = c.req.header("authorization");
    if (header === undefined) {
      c.set("apiKey", null);
      return next();
    }
    const token = BEARER.exec(header)?.[1];
    if (!token) throw unauthorized(API_KEY_MESSAGES.malformed, "invalid_request");
    if (!looksLikeApiKey(token)) throw unauthorized(API_KEY_MESSAGES.invalid, "invalid_token");
    const { db } = c.var.deps;
    const [row] = await db
      .select({
        id: clubApiKeys.id,
        clubId: clubApiKeys.clubId,
        name: clubApiKeys.name,
        scopes: clubApiKeys.scopes,
        createdBy: clubApiKeys.createdBy,
        creatorSuspendedAt: accountSuspensions.suspendedAt,
      })
      .from(clubApiKeys)
      .innerJoin(
        clubAdmins,
        and(
          eq(clubAdmins.clubId, clubApiKeys.clubId),
          eq(clubAdmins.userId, clubApiKeys.createdBy),
          eq(clubAdmins.role, "admin"),
        ),
      )
      .leftJoin(accountSuspensions, eq(accountSuspensions.userId, clubApiKeys.createdBy))
      .where(and(eq(clubApiKeys.keyHash, hashApiKey(token)), isNull(clubApiKeys.revokedAt)))
      .limit(1);
    if (!row) throw unauthorized(API_KEY_MESSAGES.invalid, "invalid_token");
    // A key acts for the account that made it: what the league office suspended, its keys
    // cannot do either (lifting the suspension wakes them again).
    if (row.creatorSuspendedAt !== null)
      throw unauthorized(API_KEY_MESSAGES.creatorSuspended, "invalid_token");
    const { creatorSuspendedAt: _, ...key } = row;

    const counted = isCountedAtAddress(c.req.method, c.req.path) ? null : limiter.hit(key.id);
    if (counted && !counted.isAllowed) {
      const seconds = counted.retryAfterSeconds;
      return c.json(errorBody("rate_limited", API_KEY_MESSAGES.rateLimited(seconds)), 429, {
        "retry-after": String(seconds),
        "ratelimit-limit": String(limit),
        "ratelimit-remaining": "0",
      });
    }
    await db
      .update(clubApiKeys)
      .set({ lastUsedAt: new Date() })
      .where(
        and(
          eq(clubApiKeys.id, key.id),
          or(isNull(clubApiKeys.lastUsedAt), lt(clubApiKeys.lastUsedAt, LAST_USED_EVERY)),
        ),
      );
    c.set("apiKey", key);
    c.set("user", null);
    await next();
    if (!counted) return;
    // Where the key's own counter is the one its script meets, every answer says it, writes too.
    for (const [name, value] of Object.entries(rateLimitHeaders(limit, counted.remaining))) {
      setResponseHeader(c, name, value);
    }
  };
}
