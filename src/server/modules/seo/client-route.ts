import type { Context } from "hono";
import type { AppEnv } from "../../context.ts";
import { injectHead } from "./html-head.ts";
import { notFoundMeta } from "./page-meta.ts";
import { publicBaseUrl } from "./public-url.ts";
import { resolvePageMeta } from "./resolve-page-meta.ts";

export interface ClientPage {
  html: string;
  /** 404 for an unknown path or id: the client then shows its not-found page. */
  status: 200 | 404;
  /**
   * The shell headed as the not-found page a loader of the route threw, titled as its heading
   * (a list's page past its end: the address alone does not tell), the same head as an unknown
   * record's 404 has: no canonical link, not indexed.
   */
  notFound: (title: string) => string;
}

/** The app shell of a client route with the page's title, share tags and JSON-LD. */
export async function renderClientPage(c: Context<AppEnv>, shell: string): Promise<ClientPage> {
  const { db, log } = c.var.deps;
  const baseUrl = publicBaseUrl(c);
  const notFound = (title: string) => injectHead(shell, notFoundMeta(title), baseUrl);
  try {
    const meta = await resolvePageMeta(db, baseUrl, c.req.path, new URL(c.req.url).searchParams);
    return { html: injectHead(shell, meta, baseUrl), status: meta.status, notFound };
  } catch (error) {
    // Without the database the shell still loads; the page shows its own error state.
    log.warn({ err: error, path: c.req.path }, "page meta unavailable");
    return { html: shell, status: 200, notFound };
  }
}
