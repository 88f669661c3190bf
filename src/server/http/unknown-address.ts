import type { Handler, Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { errorBody } from "./errors.ts";

export const UNKNOWN_ADDRESS_MESSAGES = {
  notFound: "Diese API-Adresse gibt es nicht.",
  methodNotAllowed: "Diese Methode ist für diese Adresse nicht erlaubt.",
} as const;

const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * The methods some route of the app answers at `path`, asked of the app's own router, so a new
 * route is listed without a list beside it. HEAD goes wherever GET goes (Hono answers it by GET).
 */
export function allowedMethods(app: Pick<Hono, "router">, path: string): string[] {
  const allowed: string[] = [];
  for (const method of ROUTE_METHODS) {
    const [handlers] = app.router.match(method, path);
    // Middlewares and catch-alls are registered for ALL: only a route of this method counts.
    if (handlers.some(([[, route]]) => route.method === method)) allowed.push(method);
  }
  if (allowed.includes("GET")) allowed.splice(1, 0, "HEAD");
  return allowed;
}

/**
 * What a request under /api that no route answered gets: 405 with `Allow` when the address has
 * routes for other methods (a script learns it sent the wrong method, not a wrong path), else 404.
 */
export function unknownAddress(app: Pick<Hono, "router">): Handler<AppEnv> {
  return (c) => {
    const allowed = allowedMethods(app, c.req.path);
    if (allowed.length === 0 || allowed.includes(c.req.method.toUpperCase())) {
      return c.json(errorBody("not_found", UNKNOWN_ADDRESS_MESSAGES.notFound), 404);
    }
    return c.json(errorBody("method_not_allowed", UNKNOWN_ADDRESS_MESSAGES.methodNotAllowed), 405, {
      allow: allowed.join(", "),
    });
  };
}
