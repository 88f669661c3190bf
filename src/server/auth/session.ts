import { and, eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, SessionUser } from "../context.ts";
import type { DbOrTx } from "../db/client.ts";
import { clubAdmins } from "../db/schema/index.ts";
import { forbidden, unauthorized } from "../http/errors.ts";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Reads the session cookie once per request; handlers see `c.var.user`. Reads may trust
 * better-auth's signed cookie cache (up to 60 s old); every write asks the database, so a
 * signed-out or revoked session cannot write a moment longer.
 */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const disableCookieCache = !READ_METHODS.has(c.req.method);
    const result = await c.var.deps.auth.api
      .getSession({ headers: c.req.raw.headers, query: { disableCookieCache } })
      .catch(() => null);
    c.set("user", result ? { id: result.user.id, email: result.user.email, name: result.user.name } : null);
    await next();
  };
}

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}

export async function isClubAdmin(db: DbOrTx, userId: string, clubId: string): Promise<boolean> {
  const rows = await db
    .select({ clubId: clubAdmins.clubId })
    .from(clubAdmins)
    .where(and(eq(clubAdmins.userId, userId), eq(clubAdmins.clubId, clubId)))
    .limit(1);
  return rows.length > 0;
}

/** The signed-in user must administer this club; otherwise 401 / 403 'Keine Berechtigung'. */
export async function requireClubAdmin(c: Context<AppEnv>, clubId: string): Promise<SessionUser> {
  const user = requireUser(c);
  if (!(await isClubAdmin(c.var.deps.db, user.id, clubId))) throw forbidden();
  return user;
}

/** The clubs the signed-in user administers (a club account has one today). */
export async function adminClubIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ clubId: clubAdmins.clubId })
    .from(clubAdmins)
    .where(eq(clubAdmins.userId, userId));
  return rows.map((r) => r.clubId);
}
