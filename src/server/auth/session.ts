import { getSessionCookie } from "better-auth/cookies";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { databaseUnavailable, isDatabaseUnavailable } from "../db/availability.ts";
import { isSuspended } from "./access.ts";

/**
 * Reads the session cookie once per request; handlers see `c.var.user`. Every request with a
 * session cookie asks the session table (no cookie cache, see auth.ts), so a signed-out, revoked
 * or deleted session neither reads nor writes a moment longer. A request without a session
 * cookie is a visitor: it never reaches better-auth or the session table (most public reads).
 * After api-key-auth: a request with a key has no session, whatever cookie it carries.
 */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A request with an API key acts for the key's club only, never for a signed-in person too.
    if (c.var.apiKey || !getSessionCookie(c.req.raw.headers)) {
      c.set("user", null);
      return next();
    }
    const result = await c.var.deps.auth.api
      .getSession({ headers: c.req.raw.headers })
      .catch((error: unknown) => {
        // A database outage is not "signed out": the client must keep its session and retry.
        if (isDatabaseUnavailable(error)) throw databaseUnavailable();
        return null;
      });
    // The suspension deleted the account's sessions, but a read may still trust the cookie cache:
    // a suspended account is signed out on its very next request.
    const active = result && !(await isSuspended(c.var.deps.db, result.user.id)) ? result : null;
    c.set("user", active ? { id: active.user.id, email: active.user.email, name: active.user.name } : null);
    await next();
  };
}
