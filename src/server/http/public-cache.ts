import { hash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { setResponseHeader } from "./response-headers.ts";

/**
 * How long a browser, a CDN or a widget may reuse a public read without asking (5 s: a live
 * score a few seconds old is fine for a third-party page), and how long a cache may answer with
 * the old copy while it revalidates in the background. Tschutti's own app never relies on it:
 * its fetch wrapper revalidates every read (client/lib/api.ts), so a user sees their own write.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=5, stale-while-revalidate=30";
/** Everything else under /api: personal, management, auth, the live stream, errors. */
export const PRIVATE_CACHE_CONTROL = "no-store";

// The public read API that fans, widgets and other sites read: the same answer for everyone,
// whoever is signed in (none of these routes looks at the session). An allowlist, not a
// denylist: a new route is private until it is added here on purpose.
const PUBLIC_READ = /^\/api\/(clubs|teams|players|matches|news|rankings)(\/|$)/;

export function isPublicCacheablePath(path: string): boolean {
  return PUBLIC_READ.test(path);
}

/** A weak validator from the JSON bytes: the same body gives the same tag, any change a new one. */
function etagOf(bytes: Uint8Array): string {
  return `W/"${hash("sha1", bytes, "base64url")}"`;
}

/** RFC 9110 weak comparison: `*`, or any listed tag equal to ours with or without `W/`. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.slice(2);
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === etag || t === opaque || t === `W/${opaque}`;
  });
}

/** Replaces the answer as built (Hono would otherwise copy the old headers over it again). */
function setResponse(c: Context<AppEnv>, res: Response): void {
  c.res = undefined;
  c.res = res;
}

/**
 * Cache headers for every /api answer. A 200 JSON answer of a public read gets an ETag (a hash
 * of its body, so a 304 can never outlive a write that changed the body: there is no version to
 * forget to bump, and it holds across any number of processes) and public Cache-Control; when
 * the request's If-None-Match names that ETag, the answer is a 304 without a body. The query
 * still runs: what the 304 saves is the compression, the bytes on the wire and the client's
 * parse, and a CDN or widget in front absorbs the repeats within max-age. Everything else is
 * `no-store`.
 */
export function publicCache(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const cacheable =
      (c.req.method === "GET" || c.req.method === "HEAD") &&
      res.status === 200 &&
      res.body !== null &&
      isPublicCacheablePath(c.req.path) &&
      (res.headers.get("content-type") ?? "").startsWith("application/json");
    if (!cacheable) {
      setResponseHeader(c, "cache-control", PRIVATE_CACHE_CONTROL);
      return;
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    const etag = etagOf(bytes);
    const headers = new Headers(res.headers);
    headers.set("etag", etag);
    headers.set("cache-control", PUBLIC_CACHE_CONTROL);
    if (matchesIfNoneMatch(c.req.header("if-none-match"), etag)) {
      headers.delete("content-type");
      headers.delete("content-length");
      // compress-json adds this to the 200; a cache needs it on the 304 to pick the variant.
      headers.set("vary", "Accept-Encoding");
      setResponse(c, new Response(null, { status: 304, headers }));
      return;
    }
    setResponse(c, new Response(bytes, { status: 200, headers }));
  };
}
