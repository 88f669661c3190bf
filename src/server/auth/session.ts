import { getSessionCookie } from "better-auth/cookies";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, SessionUser } from "../context.ts";
import { databaseUnavailable, isDatabaseUnavailable } from "../db/availability.ts";
import { isSuspended, isSuspendedSession } from "./access.ts";

/**
 * Reads the session cookie once per request; handlers see `c.var.user`. Every request with a
 * session cookie asks the session table (no cookie cache, see auth.ts), so a signed-out, revoked
 * or deleted session neither reads nor writes a moment longer. A request without a session
 * cookie is a visitor: it never reaches better-auth or the session table (most public reads).
 * After api-key-auth: a request with a key has no session, whatever cookie it carries.
 */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("user", await sessionUser(c));
    await next();
  };
}

/** The signed-in person of the request (its session cookie), or null. */
export async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  // A request with an API key acts for the key's club only, never for a signed-in person too.
  const cookie = c.var.apiKey ? null : getSessionCookie(c.req.raw.headers);
  if (!cookie) return null;
  const { db } = c.var.deps;
  // The suspension deleted the account's sessions, but a sign-in that raced it may have made a
  // new one: a suspended account is signed out on its very next request. Asked by the
  // cookie's token beside the session's lookup, so a signed-in request waits for one of them.
  const token = tokenOfCookie(cookie);
  const suspendedByToken = isSuspendedSession(db, token);
  // Not awaited where there is no session: its failure must not go unhandled then.
  suspendedByToken.catch(() => {});
  const result = await c.var.deps.auth.api
    .getSession({ headers: c.req.raw.headers })
    .catch((error: unknown) => {
      // A database outage is not "signed out": the client must keep its session and retry.
      if (isDatabaseUnavailable(error)) throw databaseUnavailable();
      return null;
    });
  const suspended =
    result &&
    (result.session.token === token ? await suspendedByToken : await isSuspended(db, result.user.id));
  const active = result && !suspended ? result : null;
  return active ? { id: active.user.id, email: active.user.email, name: active.user.name } : null;
}

/** The session token in better-auth's signed cookie ("token.signature", maybe URL-encoded). */
function tokenOfCookie(cookie: string): string {
  let value = cookie;
  try {
    value = decodeURIComponent(cookie);
  } catch {
    // Not URL-encoded after all: the token is read from the value as it is.
  }
  const dot = value.lastIndexOf(".");
  return dot > 0 ? value.slice(0, dot) : value;
}
