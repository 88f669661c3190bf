import { getSessionCookie } from "better-auth/cookies";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { databaseUnavailable, isDatabaseUnavailable } from "../db/availability.ts";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Reads the session cookie once per request; handlers see `c.var.user`. Reads may trust
 * better-auth's signed cookie cache (up to 60 s old); every write asks the database, so a
 * signed-out or revoked session cannot write a moment longer. A request without a session
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
    const disableCookieCache = !READ_METHODS.has(c.req.method);
    const result = await c.var.deps.auth.api
      .getSession({ headers: c.req.raw.headers, query: { disableCookieCache } })
      .catch((error: unknown) => {
        // A database outage is not "signed out": the client must keep its session and retry.
        if (isDatabaseUnavailable(error)) throw databaseUnavailable();
        return null;
      });
    c.set("user", result ? { id: result.user.id, email: result.user.email, name: result.user.name } : null);
    await next();
  };
}
