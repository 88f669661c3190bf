import type { DehydratedState } from "@tanstack/react-query";
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
}

/** The page's data block, or null when the page was not rendered on the server. */
export function readServerData(): ServerData | null {
  const element = document.getElementById(SERVER_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as ServerData;
    return data.url === location.pathname + location.search ? data : null;
  } catch {
    return null;
  }
}
