import type { Context } from "hono";
import type { AppEnv } from "../../context.ts";
import { injectHead } from "./html-head.ts";
import { publicBaseUrl } from "./public-url.ts";
import { resolvePageMeta } from "./resolve-page-meta.ts";

/**
 * The answer for a client route: the app shell with the page's title, share tags and JSON-LD,
 * with status 404 for an unknown path or id (the client then shows its not-found page).
 */
export async function renderClientRoute(c: Context<AppEnv>, shell: string): Promise<Response> {
  const { db, log } = c.var.deps;
  const baseUrl = publicBaseUrl(c);
  try {
    const meta = await resolvePageMeta(db, baseUrl, c.req.path);
    return c.html(injectHead(shell, meta, baseUrl), meta.status);
  } catch (error) {
    // Without the database the shell still loads; the page shows its own error state.
    log.warn({ err: error, path: c.req.path }, "page meta unavailable");
    return c.html(shell, 200);
  }
}
