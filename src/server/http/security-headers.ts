import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Env } from "../env.ts";

type SecurityEnv = Pick<Env, "S3_PUBLIC_URL" | "S3_ENDPOINT" | "NODE_ENV" | "PUBLIC_URL">;

/** Uploaded pictures and share previews' images: other sites (a club's website, a messenger) may show them. */
const SHARED_PATHS = /^\/(?:uploads\/|share-image\.jpg$)/;

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
  const api = Object.entries(apiSecurityHeaders(env));
  return async (c, next) => {
    if (c.req.path.startsWith("/api/")) {
      await next();
      for (const [name, value] of api) c.res.headers.set(name, value);
      return;
    }
    return SHARED_PATHS.test(c.req.path) ? shared(c, next) : own(c, next);
  };
}

/**
 * The security headers of every /api answer, one record for the app (securityHeaders above)
 * and the cache hit path (cache-hits.ts), so the two cannot differ. Pages go through Hono's
 * secureHeaders, which adds the per-request script nonce; an API answer has no inline script,
 * so its headers are the same for every request and can be written once here. The values are
 * the pages' (secureHeaders' defaults and the same policy, without the nonce): /api/docs is an
 * HTML page under /api and runs our own scripts and styles.
 */
export function apiSecurityHeaders(env: SecurityEnv): Readonly<Record<string, string>> {
  return {
    "content-security-policy": serializePolicy(policyDirectives(env, [])),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": REFERRER_POLICY,
    "strict-transport-security": "max-age=15552000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

/**
 * A page's security headers with its script nonce, header for header what secureHeaders (below)
 * writes for it: for the cache hit path, which answers kept pages without Hono
 * (cache-hits.test.ts compares the two).
 */
export function pageSecurityHeaders(env: SecurityEnv, nonce: string): Record<string, string> {
  return {
    ...apiSecurityHeaders(env),
    "content-security-policy": serializePolicy(policyDirectives(env, [`'nonce-${nonce}'`])),
  };
}

const REFERRER_POLICY = "strict-origin-when-cross-origin";

type Source = string | ((c: Context, directive: string) => string);

/**
 * The Content-Security-Policy's directives, for pages (with the nonce as `pageScripts`) and for
 * API answers alike.
 */
function policyDirectives(env: SecurityEnv, pageScripts: Source[]): Record<string, Source[]> {
  const imageOrigins = env.S3_PUBLIC_URL ?? env.S3_ENDPOINT;
  // API answers name images by PUBLIC_URL (absolute-urls.ts), also when the page was opened
  // under another address (a LAN address, 127.0.0.1); without PUBLIC_URL they name the address
  // the page was opened at, which is 'self'.
  const extraImageOrigins = [imageOrigins, env.PUBLIC_URL].flatMap((url) =>
    url ? [new URL(url).origin] : [],
  );
  const isDev = env.NODE_ENV === "development";
  return {
    defaultSrc: ["'self'"],
    scriptSrc: isDev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...pageScripts],
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
  };
}

/** A policy without per-request sources, as its header value. */
function serializePolicy(directives: Record<string, Source[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return [kebab, ...sources.filter((source) => typeof source === "string")].join(" ");
    })
    .join("; ");
}

function ownSiteHeaders(
  env: SecurityEnv,
  crossOriginResourcePolicy: "same-origin" | "cross-origin" = "same-origin",
) {
  return secureHeaders({
    crossOriginResourcePolicy,
    contentSecurityPolicy: policyDirectives(env, [NONCE]),
    crossOriginEmbedderPolicy: false,
    referrerPolicy: REFERRER_POLICY,
  });
}
