import type { Hono, MiddlewareHandler } from "hono";

/**
 * Whether a middleware the app registered (`app.use`) runs for a request before the route that
 * answers it. Asked of the app's own router, so it follows the order app.ts mounts things in:
 * a route registered before the middleware (the health check, better-auth's /api/auth/*)
 * answers without it, and no list of routes has to be kept beside that order.
 */
export type MiddlewareReach = (middleware: MiddlewareHandler, method: string, path: string) => boolean;

/** `path` as the OpenAPI document names it (`/api/teams/{id}`); HEAD is answered as GET. */
export function middlewareReach(app: Pick<Hono, "router">): MiddlewareReach {
  return (middleware, method, path) => {
    const asked = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
    const [handlers] = app.router.match(asked, samplePath(path));
    for (const [[handler, route]] of handlers) {
      if (handler === middleware) return true;
      // A handler registered for a method is a route's (app.use registers for ALL): it answers
      // before any middleware after it.
      if (route.method !== "ALL") return false;
    }
    return false;
  };
}

/** `/api/teams/{id}` → `/api/teams/x`: a request path the route matches. */
export function samplePath(documentPath: string): string {
  return documentPath.replace(/\{[^}/]+\}/g, "x");
}
