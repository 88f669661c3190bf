import { type DehydratedState, hydrate, type QueryClient } from "@tanstack/react-query";
import type { HydrationState } from "react-router";

/** The id of the `<script type="application/json">` block the server writes into a page. */
export const SERVER_DATA_ID = "tschutti-data";

/**
 * What a server-rendered page hands the client: the loaders' results for React Router and the
 * query cache the page was rendered from, so the first client render equals the server's HTML.
 */
export interface ServerData {
  /** The path and query the page was rendered for (the offline shell may stand for another). */
  url: string;
  router: HydrationState;
  queries: DehydratedState;
  /**
   * The id of the live stream's last change the server had seen before it read the page's data:
   * the page's first stream resumes from it instead of reading the page again (live-position.ts).
   */
  liveFrom: number | null;
  /**
   * The public API reads (path and query) the page's data came from. They reached the server,
   * not the browser, so its service worker never saw them: the client hands them to it after
   * the page has started (pwa/keep-page-reads.ts), or a page seen before would not open offline.
   */
  publicReads: string[];
}

/**
 * The page's data block, or null when the page was not rendered on the server. A page rendered
 * for another address (the service worker's offline shell, the start page, standing for the
 * page opened) is taken out of `#root` at once: it stood there, under the opened address, until
 * the page's own loaders had finished, which offline took seconds before «Keine Verbindung».
 */
export function readServerData(): ServerData | null {
  const element = document.getElementById(SERVER_DATA_ID);
  if (!element?.textContent) return null;
  let data: ServerData | null = null;
  try {
    data = JSON.parse(element.textContent) as ServerData;
  } catch {
    // Unreadable: the client renders the page itself, as for another address.
  }
  if (data?.url === location.pathname + location.search) return data;
  document.getElementById("root")?.replaceChildren();
  return null;
}

/**
 * Puts the page's queries into the client's cache as current when the page's code starts,
 * moments after the answer arrived. The server renders a page from current reads, and the read
 * cache keeps its HTML only while every read it made is unchanged, so the data is as fresh as
 * the answer, however long ago the page was rendered; and the browser's own clock measures its
 * age, so a phone whose clock runs ahead does not age it either. Stamped with their render time
 * instead, the queries of a kept page older than the stale time all fetched again as soon as the
 * page hydrated: a request each for nothing, and a list that could change under a finger about
 * to tap it.
 */
export function hydrateServerQueries(
  client: QueryClient,
  queries: DehydratedState,
  arrivedAt: number = Date.now(),
): void {
  hydrate(client, {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.status === "success"
        ? {
            ...query,
            state: { ...query.state, dataUpdatedAt: Math.max(query.state.dataUpdatedAt, arrivedAt) },
          }
        : query,
    ),
  });
}
