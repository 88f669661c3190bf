import type { Context, MiddlewareHandler } from "hono";
import { isPublicReadPath } from "#shared/http.ts";
import type { AppEnv } from "../context.ts";
import { collectReads } from "../db/declared-read.ts";
import type { Env } from "../env.ts";
import { uploadUrlRewriters } from "./absolute-urls.ts";
import { MIN_COMPRESS_BYTES } from "./compress-json.ts";
import { chooseEncoding, type Encoding } from "./content-encoding.ts";
import { requestHost } from "./origin-policy.ts";
import { ownBaseUrl } from "./own-address.ts";
import { CachedAnswer, type ReadCache } from "./read-cache.ts";
import { setResponseHeader } from "./response-headers.ts";

/**
 * How long a browser, a CDN or a widget may reuse a public read without asking (5 s: a live
 * score a few seconds old is fine for a third-party page), and how long a cache may answer with
 * the old copy while it revalidates in the background. Tschutti's own app never relies on it:
 * its fetch wrapper revalidates every read (client/lib/api.ts), so a user sees their own write.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=5, stale-while-revalidate=30";
/** Where a request's id travels, both ways (`hono/request-id` in app.ts, and the hit path). */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * A request's id: the client's own when it sent a usable one (a proxy in front may have set
 * it, so its log and ours name the same request), else a new one. The app's requestId
 * middleware and the hit path both take it from here.
 */
export function requestIdFor(sent: string | undefined): string {
  return sent && /^[\w\-=]{1,255}$/.test(sent) ? sent : crypto.randomUUID();
}

/**
 * The base the upload URLs of a public answer name: PUBLIC_URL, else the server's own address
 * the request was made at (own-address.ts). Behind a proxy that sends a Host we cannot vouch
 * for, and without PUBLIC_URL, "": the URLs stay relative, which works on our own pages, and
 * no client's Host goes into a kept answer.
 */
export function imageBase(env: Env, host: string | undefined): string {
  return ownBaseUrl(env, host) ?? "";
}

/** The image base of this request (imageBase with the request's own host). */
export function requestImageBase(c: Context<AppEnv>): string {
  return imageBase(c.var.deps.env, requestHost(c.req.raw, c.var.deps.env.TRUST_PROXY));
}

/**
 * The read cache's key of a public read: the base its image URLs name (PUBLIC_URL, or the
 * server's own address it was asked at) and the path and query as asked. The hit path
 * (cache-hits.ts) looks answers up by the same key.
 */
export function readKey(base: string, target: string): string {
  return `${base}${target}`;
}

/** Everything else under /api: personal, management, auth, the live stream, errors. */
export const PRIVATE_CACHE_CONTROL = "no-store";

/** The public read API (the allowlist in shared/http.ts, which the service worker reads too). */
export function isPublicCacheablePath(path: string): boolean {
  return isPublicReadPath(path);
}

/** The requests publicReads answers with an ETag (and a 304 to a matching If-None-Match). */
export function isPublicCachedRead(method: string, path: string): boolean {
  return (method === "GET" || method === "HEAD") && isPublicCacheablePath(path);
}

/** RFC 9110 weak comparison: `*`, or any listed tag equal to ours with or without `W/`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
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
 * Every /api answer that has not said otherwise is `no-store`: personal, management, auth, the
 * live stream, errors. Registered first, so it also covers answers that never reach a route
 * (429, 503, refused origins).
 */
export function privateByDefault(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) setResponseHeader(c, "cache-control", PRIVATE_CACHE_CONTROL);
  };
}

/**
 * The public reads, right in front of their routes (after the session, rate limit and CORS, so
 * a cached answer passes the same checks as a fresh one).
 *
 * - A 200 JSON answer gets an ETag (a hash of its body, so a 304 can never outlive a write that
 *   changed the body) and public Cache-Control; If-None-Match with that tag gets a 304.
 * - With a read cache (the running server; `READ_CACHE=off` turns it off), the answer is kept
 *   until a table its reads declared changes (read-cache.ts, db/declared-read.ts): a repeat, or
 *   a 304, then costs no query, and
 *   its compression is done once. A write request answers only after the cache has heard of its
 *   own changes, so its client reads what it wrote.
 * - Requests for an answer that is being read wait for that read instead of repeating it.
 * - Upload URLs are made absolute before the answer is kept (absolute-urls.ts), with PUBLIC_URL
 *   or the server's own address the request was made at; the answer is kept under that base
 *   (imageBase).
 * - Public answers are compressed here (the encoding is part of the cached answer); compressJson
 *   leaves an answer alone that already varies on Accept-Encoding.
 */
export function publicReads(cache: ReadCache | null): MiddlewareHandler<AppEnv> {
  // One rewriter per base: PUBLIC_URL, or the few addresses of this machine (own-address.ts).
  const absoluteFor = uploadUrlRewriters();
  return async (c, next) => {
    const method = c.req.method;
    if (!isPublicCachedRead(method, c.req.path)) {
      await next();
      const isWrite = method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
      if (cache && isWrite && c.res.status < 400) await cache.catchUp();
      return;
    }
    const base = requestImageBase(c);
    const key = readKey(base, c.req.url.slice(c.req.url.indexOf("/api/")));
    const useCache = cache?.isActive() === true;
    let answer = useCache ? cache?.get(key) : undefined;
    const running = useCache && !answer ? cache?.readingNow(key) : undefined;
    if (running) {
      await running;
      answer = cache?.get(key);
    }
    if (!answer) {
      // One waiter that found nothing kept reads itself without announcing: a burst of them
      // after a write must not queue behind each other.
      const finished = cache && useCache && !running ? cache.startReading(key) : undefined;
      try {
        const mark = cache?.mark() ?? 0;
        const { dependencies, done } = collectReads(next);
        await done;
        const res = c.res;
        const contentType = res.headers.get("content-type") ?? "";
        if (res.status !== 200 || res.body === null || !contentType.startsWith("application/json")) return;
        const bytes = new Uint8Array(await res.arrayBuffer());
        answer = new CachedAnswer(
          base ? absoluteFor(base)(bytes) : bytes,
          contentType,
          cache?.now() ?? Date.now(),
        );
        if (cache && useCache) cache.store(key, answer, dependencies, mark);
      } finally {
        finished?.();
      }
    }
    const res = await respond(answer, c.req.header("if-none-match"), c.req.header("accept-encoding"));
    // The request id went onto the answer the route built, which this one replaces.
    if (c.var.requestId) res.headers.set(REQUEST_ID_HEADER, c.var.requestId);
    setResponse(c, res);
  };
}

async function respond(answer: CachedAnswer, ifNoneMatch: string | undefined, accept: string | undefined) {
  const { status, headers, encoding } = answerHeaders(answer, ifNoneMatch, accept);
  if (status === 304) return new Response(null, { status, headers });
  const body = encoding ? await answer.encode(encoding) : answer.bytes;
  return new Response(body, { status, headers });
}

/**
 * How a kept answer goes out to one request: a 304 when the client holds its tag, else a 200 in
 * the best encoding the client accepts (the body is `answer.bytes`, or `answer.encode(encoding)`
 * when `encoding` is set). Both the route's way and the hit path (cache-hits.ts) answer by it.
 */
export function answerHeaders(
  answer: CachedAnswer,
  ifNoneMatch: string | undefined,
  accept: string | undefined,
): { status: 200 | 304; headers: Record<string, string>; encoding: Encoding | null } {
  const headers: Record<string, string> = {
    etag: answer.etag,
    "cache-control": PUBLIC_CACHE_CONTROL,
    // A cache in front needs it on the 304 too, to pick the variant.
    vary: "Accept-Encoding",
  };
  if (matchesIfNoneMatch(ifNoneMatch, answer.etag)) return { status: 304, headers, encoding: null };
  headers["content-type"] = answer.contentType;
  const encoding = answer.bytes.byteLength >= MIN_COMPRESS_BYTES ? chooseEncoding(accept) : null;
  if (encoding) headers["content-encoding"] = encoding;
  return { status: 200, headers, encoding };
}
