import { type Context, Hono, type MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Env } from "../env.ts";

type SecurityEnv = Pick<Env, "S3_PUBLIC_URL" | "S3_ENDPOINT" | "NODE_ENV" | "PUBLIC_URL">;

/** Uploaded pictures and share previews' images: other sites (a club's website, a messenger) may show them. */
const SHARED_PATHS = /^\/(?:uploads\/|share-image\.jpg$)/;

/**
 * A nonce for the pages' scripts: React writes small inline scripts while it streams a part of
 * a page that was still loading (page-render.ts). The API's answers carry none, so the policy of
 * a JSON answer stays the same for every request (the cache hit path sends it as read once).
 */
function pageNonce(c: Context, directive: string): string {
  return c.req.path.startsWith("/api/") ? "" : NONCE(c, directive);
}

/**
 * The Content-Security-Policy the app itself passes: scripts and styles only from us
 * (Vite emits files; an inline script only with the page's nonce), images also from blob:/data: (previews before
 * upload) and the S3 bucket when one is configured.
 */
export function securityHeaders(env: SecurityEnv): MiddlewareHandler {
  const own = ownSiteHeaders(env);
  // Cross-Origin-Resource-Policy: same-origin everywhere but on uploads: a logo in
  // an open API answer must load on a club's own site. Uploads are public files anyway.
  const shared = ownSiteHeaders(env, "cross-origin");
  return (c, next) => (SHARED_PATHS.test(c.req.path) ? shared(c, next) : own(c, next));
}

function ownSiteHeaders(
  env: SecurityEnv,
  crossOriginResourcePolicy: "same-origin" | "cross-origin" = "same-origin",
) {
  const imageOrigins = env.S3_PUBLIC_URL ?? env.S3_ENDPOINT;
  // API answers name images by PUBLIC_URL (absolute-urls.ts), also when the page was opened
  // under another address (a LAN address, 127.0.0.1).
  const extraImageOrigins = [imageOrigins, env.PUBLIC_URL].flatMap((url) =>
    url ? [new URL(url).origin] : [],
  );
  const isDev = env.NODE_ENV === "development";
  return secureHeaders({
    crossOriginResourcePolicy,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: isDev ? ["'self'", "'unsafe-inline'"] : ["'self'", pageNonce],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...extraImageOrigins],
      connectSrc: isDev ? ["'self'", "ws:"] : ["'self'"],
      fontSrc: ["'self'", "data:"],
      // The PWA: /sw.js and /manifest.webmanifest.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: "strict-origin-when-cross-origin",
  });
}

/**
 * The headers `securityHeaders` puts on an /api answer, read from the middleware itself: the
 * cache hit path (cache-hits.ts) answers without Hono and must send exactly the same.
 */
export async function securityHeaderValues(env: SecurityEnv): Promise<Record<string, string>> {
  const probe = new Hono();
  probe.use(securityHeaders(env));
  probe.get("*", (c) => c.body(null, 204));
  const res = await probe.request("/api/");
  return Object.fromEntries(res.headers);
}
