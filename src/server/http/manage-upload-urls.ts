import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { uploadUrlRewriters } from "./absolute-urls.ts";
import { requestImageBase } from "./public-cache.ts";

/**
 * Where the JSON answers name their upload URLs absolute: the management, and the account
 * (/api/me: the profile picture, the clubs' logos), which a script reads beside it.
 */
export const ABSOLUTE_UPLOAD_PATHS = ["/api/manage/*", "/api/me/*"] as const;

/**
 * The management's and the account's JSON answers name their upload URLs absolute with the same
 * base as the public reads (public-cache.ts): a club's website that reads its own club with an
 * API key on another origin shows the pictures, and a member sees one URL per picture in all
 * of them. A URL sent back is stored in its relative form again (storage/image-url-check.ts).
 */
export function manageUploadUrls(): MiddlewareHandler<AppEnv> {
  const absoluteFor = uploadUrlRewriters();
  return async (c, next) => {
    await next();
    const res = c.res;
    const base = requestImageBase(c);
    const json = (res.headers.get("content-type") ?? "").startsWith("application/json");
    if (!base || !json || res.status < 200 || res.status >= 300 || res.body === null) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    // Replaces the answer as built (Hono would otherwise copy the old headers over it again).
    c.res = undefined;
    c.res = new Response(absoluteFor(base)(bytes), { status: res.status, headers });
  };
}
