import { randomBytes } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { getSessionCookie } from "better-auth/cookies";
import type { AppDeps } from "../context.ts";
import { PUBLIC_READ_CORS_HEADERS } from "../modules/read-api/public-cors.ts";
import { type ReadLimiter, rateLimitHeaders } from "../modules/read-api/read-rate-limit.ts";
import { clientAddress } from "./client-ip.ts";
import { deprecationLookup, deprecationsOf } from "./deprecation.ts";
import { siteBaseForHost } from "./own-address.ts";
import { keptPageHeaders, pageKey, sharedKeptPage } from "./page-render.ts";
import {
  answerHeaders,
  imageBase,
  isPublicCacheablePath,
  REQUEST_ID_HEADER,
  readKey,
  requestIdFor,
} from "./public-cache.ts";
import { apiSecurityHeaders, pageSecurityHeaders } from "./security-headers.ts";

/** Answers the request and returns true, or returns false and leaves it to the app. */
export type CacheHits = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The hit path: an anonymous GET of a public read whose answer the read cache holds is answered
 * straight from node:http, before Hono builds its Request, Context and Response and runs the
 * fifteen middlewares in front of the route. A fan's repeat read is most of the traffic at
 * country scale, and on a hit that machinery was all the work there was: with it, a cached club
 * took 1.7x the time of a plain node:http answer at one connection, about twice pgbench's
 * primary-key lookup (bench/README.md).
 *
 * The answer is the one the route's way gives, header for header (cache-hits.test.ts compares
 * them, and fails when a middleware adds a header this path lacks): each header comes from the
 * function the app's own middleware takes it from (the API's security headers, CORS, rate
 * limit, request id, ETag and encoding from public-cache.ts); nothing is probed or copied. The request is counted against its address's read
 * limit like any other. Whatever the hit path is not sure of goes to the app: other methods,
 * a session cookie (the session may need refreshing), a miss, an address over its limit (the
 * app answers the 429), a database the gate reports down, a deprecated read (its headers are
 * the app's) and debug logging (a line per request).
 */
export function cacheHitPath(deps: AppDeps, limiter: ReadLimiter): CacheHits | null {
  const cache = deps.readCache;
  if (!cache) return null;
  const fixed = { ...apiSecurityHeaders(deps.env), ...PUBLIC_READ_CORS_HEADERS };
  const trustProxy = deps.env.TRUST_PROXY;
  const deprecated = deprecationLookup(deprecationsOf(deps));

  const pageHit = pageHitPath(deps);

  return (req, res) => {
    const url = req.url ?? "";
    if (req.method !== "GET") return false;
    if (!url.startsWith("/api/")) return pageHit(req, res);
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    if (!isPublicCacheablePath(path)) return false;
    // Its Deprecation and Sunset headers are the app's to add (deprecation.ts).
    if (deprecated("GET", path)) return false;
    if (deps.log.isLevelEnabled("debug")) return false;
    const cookie = req.headers.cookie;
    if (cookie && getSessionCookie(new Headers({ cookie }))) return false;
    // An API key is checked by the app (a revoked key answers 401 at once, even on a read).
    if (req.headers.authorization !== undefined) return false;
    if (!cache.isActive() || !deps.dbAvailability.isUp()) return false;
    // The app keys an answer by its base and the path and query it was asked for (publicReads).
    // A target the app would normalise first (dot segments, unusual characters) is not such a key.
    const answer = cache.get(readKey(imageBase(deps.env, askedHost(req, trustProxy)), url));
    if (!answer) return false;
    const address = clientAddress(single(req, "x-forwarded-for"), req.socket.remoteAddress, trustProxy);
    const counted = limiter.hit(address);
    // Over the limit: the app answers the 429 and counts the read once more, past the limit.
    if (!counted.isAllowed) return false;

    const out = answerHeaders(answer, single(req, "if-none-match"), single(req, "accept-encoding"));
    const headers: Record<string, string> = {
      [REQUEST_ID_HEADER]: requestIdFor(single(req, REQUEST_ID_HEADER)),
      ...fixed,
      ...rateLimitHeaders(limiter.limit, counted.remaining),
      ...out.headers,
    };
    if (out.status === 304) {
      res.writeHead(304, headers).end();
    } else if (!out.encoding) {
      send(res, headers, answer.bytes);
    } else {
      answer.encode(out.encoding).then(
        (body) => send(res, headers, body),
        // Compression failing is a bug of ours, not the reader's: they get the plain bytes.
        (error: unknown) => {
          deps.log.error({ err: error, path: url }, "compressing a kept answer failed");
          delete headers["content-encoding"];
          send(res, headers, answer.bytes);
        },
      );
    }
    return true;
  };
}

/**
 * A kept page of an anonymous visitor (decision 020), answered the way page-render.ts answers it
 * when the read cache holds it: only a page without a nonce in its HTML, whose bytes are the same
 * for everyone. Its headers are the page's security headers with a nonce of its own (as Hono's
 * secureHeaders gives every page), the request id and keptPageHeaders. A page is not
 * rate-limited and its request is not logged by the app either; a page being rendered, a
 * nonce-carrying page, a session cookie or an Authorization header go to the app. Only a path the
 * app answered by rendering a page can have such a key, so no route is shadowed.
 */
function pageHitPath(deps: AppDeps): CacheHits {
  const cache = deps.readCache;
  const trustProxy = deps.env.TRUST_PROXY;
  return (req, res) => {
    // Every GET outside /api comes here (assets too): the cheap checks and the lookup first, the
    // cookie is parsed only for a kept page.
    if (!cache?.isActive() || req.headers.authorization !== undefined) return false;
    const base = siteBaseForHost(deps.env, askedHost(req, trustProxy));
    const page = sharedKeptPage(cache.get(pageKey(base, req.url ?? "")));
    if (!page || !deps.dbAvailability.isUp()) return false;
    const cookie = req.headers.cookie;
    if (cookie && getSessionCookie(new Headers({ cookie }))) return false;
    const { headers: out, encoding } = keptPageHeaders(page, single(req, "accept-encoding"));
    const headers: Record<string, string> = {
      [REQUEST_ID_HEADER]: requestIdFor(single(req, REQUEST_ID_HEADER)),
      ...pageSecurityHeaders(deps.env, randomBytes(16).toString("base64")),
      ...out,
    };
    if (!encoding) {
      send(res, headers, page.bytes);
      return true;
    }
    page.encode(encoding).then(
      (body) => send(res, headers, body),
      (error: unknown) => {
        deps.log.error({ err: error, path: req.url }, "compressing a kept page failed");
        delete headers["content-encoding"];
        send(res, headers, page.bytes);
      },
    );
    return true;
  };
}

/** The listener the server runs: the hit path first, the app for everything else. */
export function withCacheHits(hits: CacheHits | null, app: RequestListener): RequestListener {
  if (!hits) return app;
  return (req, res) => {
    if (!hits(req, res)) app(req, res);
  };
}

function send(res: ServerResponse, headers: Record<string, string>, body: Uint8Array): void {
  res.writeHead(200, { ...headers, "content-length": String(body.byteLength) });
  res.end(body);
}

/** The Host asked for, as requestHost (origin-policy.ts) reads it from a Fetch Request. */
function askedHost(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? single(req, "x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || req.headers.host;
}

function single(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
