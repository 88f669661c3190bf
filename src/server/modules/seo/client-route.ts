import type { Context } from "hono";
import type { AppEnv } from "../../context.ts";
import { injectHead } from "./html-head.ts";
import { publicBaseUrl } from "./public-url.ts";
import { resolvePageMeta } from "./resolve-page-meta.ts";

export interface ClientPage {
  html: string;
  /** 404 for an unknown path or id: the client then shows its not-found page. */
  status: 200 | 404;
}

/** The app shell of a client route with the page's title, share tags and JSON-LD. */
export async function renderClientPage(c: Context<AppEnv>, shell: string): Promise<ClientPage> {
  const { db, log } = c.var.deps;
  const baseUrl = publicBaseUrl(c);
  try {
    const meta = await resolvePageMeta(db, baseUrl, c.req.path, new URL(c.req.url).searchParams);
    return { html: injectHead(shell, meta, baseUrl), status: meta.status };
  } catch (error) {
    // Without the database the shell still loads; the page shows its own error state.
    log.warn({ err: error, path: c.req.path }, "page meta unavailable");
    return { html: shell, status: 200 };
  }
}
