import type { Context } from "hono";
import type { AppEnv } from "../../context.ts";
import { siteBaseUrl } from "../../http/own-address.ts";

/** Tschutti's public base URL without a trailing slash: PUBLIC_URL, else our own address asked for. */
export function publicBaseUrl(c: Context<AppEnv>): string {
  return siteBaseUrl(c.var.deps.env, c.req.raw);
}

/**
 * Cache-Control of an answer that names the base URL: public only when PUBLIC_URL fixes it;
 * else it depends on the request's Host and no shared cache may keep it for others.
 */
export function baseUrlCacheControl(c: Context<AppEnv>, publicly: string): string {
  return c.var.deps.env.PUBLIC_URL ? publicly : "no-store";
}
