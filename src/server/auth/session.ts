import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";

/** Reads the session cookie once per request; handlers see `c.var.user`. */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    c.set("user", result ? { id: result.user.id, email: result.user.email, name: result.user.name } : null);
    await next();
  };
}
