import type { Context } from "hono";
import type { AppEnv } from "../../context.ts";

/** Tschutti's public base URL without a trailing slash: PUBLIC_URL, else the request's origin. */
export function publicBaseUrl(c: Context<AppEnv>): string {
  const configured = c.var.deps.env.PUBLIC_URL;
  return (configured ?? new URL(c.req.url).origin).replace(/\/+$/, "");
}
