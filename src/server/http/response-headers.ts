import type { Context } from "hono";

/**
 * Sets a header on the answer already built. Hono's `c.header()` after the handler copies the
 * whole Response into a new one (it cannot know whether the headers are mutable); on a read that
 * passes CORS, the rate limiter and the cache headers that was five copies per request. Our
 * answers are built by Hono or `new Response`, whose headers can be changed in place; only a
 * Response with immutable headers (e.g. from fetch) takes Hono's way.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
