import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../context.ts";
import { setResponseHeader } from "../../http/response-headers.ts";

// Reads that belong to a signed-in person or a club's management stay same-origin.
const PRIVATE_PREFIXES = [
  "/api/me",
  "/api/favorites",
  "/api/manage",
  "/api/auth",
  "/api/push",
  "/api/league-office",
];

export function isPublicReadPath(path: string): boolean {
  return !PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * What a browser may send along on a public read. If-None-Match: a site that keeps an answer
 * asks whether it changed (304). Content-Type, Cache-Control, Pragma and X-Requested-With: fetch
 * libraries add them to every GET, and on a read without credentials they change nothing.
 * Authorization stays out: a key in a website's script would be every visitor's to copy, so a
 * browser on another site may not send one (the key is for a club's own servers).
 */
const PUBLIC_READ_ALLOWED_HEADERS = [
  "accept",
  "accept-language",
  "if-none-match",
  "last-event-id",
  "content-type",
  "cache-control",
  "pragma",
  "x-requested-with",
].join(", ");

/** What every public GET answer carries (the open read API; the cache hit path sends it too). */
export const PUBLIC_READ_CORS_HEADERS = {
  "access-control-allow-origin": "*",
  // deprecation, sunset, link: a deprecated read says so to a script on another site too.
  "access-control-expose-headers":
    "etag, retry-after, ratelimit-limit, ratelimit-remaining, deprecation, sunset, link",
} as const;

/**
 * Public GETs may be read from any website (the open read API): `Access-Control-Allow-Origin: *`
 * without credentials, so a browser never sends a fan's cookies along. Writes get no CORS
 * headers at all, so other sites cannot call them.
 */
export function publicReadCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isPublicReadPath(c.req.path)) return next();
    const method = c.req.method;
    if (method === "OPTIONS" && c.req.header("access-control-request-method")) {
      const requested = c.req.header("access-control-request-method")?.toUpperCase();
      if (requested !== "GET" && requested !== "HEAD") return c.body(null, 204, { vary: "origin" });
      return c.body(null, 204, {
        "access-control-allow-origin": "*",
        "access-control-allow-methods": "GET, HEAD",
        "access-control-allow-headers": PUBLIC_READ_ALLOWED_HEADERS,
        "access-control-max-age": "86400",
      });
    }
    await next();
    if (method === "GET" || method === "HEAD") {
      for (const [name, value] of Object.entries(PUBLIC_READ_CORS_HEADERS)) setResponseHeader(c, name, value);
    }
  };
}
