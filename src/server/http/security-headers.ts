import { secureHeaders } from "hono/secure-headers";

/**
 * The Content-Security-Policy the app itself passes: scripts and styles only from us
 * (Vite emits files, no inline script), images also from blob:/data: (previews before
 * upload) and the S3 bucket when one is configured.
 */
export function securityHeaders(extraImageOrigins: string[] = [], isDev = false) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: isDev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...extraImageOrigins],
      connectSrc: isDev ? ["'self'", "ws:"] : ["'self'"],
      fontSrc: ["'self'", "data:"],
      // The PWA: /sw.js and /manifest.webmanifest (issue 13).
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
