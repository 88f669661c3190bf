import type { QueryClient } from "@tanstack/react-query";
import { queryClient } from "./query-client.ts";

/**
 * Where the route loaders put their data: the query cache, and the section requests they
 * started without waiting (`prefetch`). The browser has one for the whole visit. The server
 * renders many pages at once, so each of its requests gets its own (entry-server.tsx), and it
 * waits for every request a page's loaders started before it renders: the HTML carries the page
 * whole, and the client takes the cache over from it.
 */
export interface LoaderScope {
  queryClient: QueryClient;
  /** Section requests still on their way; only the server collects them. */
  pending: Set<Promise<void>> | null;
}

const browserScope: LoaderScope = { queryClient, pending: null };
let currentScope: () => LoaderScope = () => browserScope;

export function loaderScope(): LoaderScope {
  return currentScope();
}

/** The server's per-request scope (entry-server.tsx); the browser never calls this. */
export function setLoaderScopeSource(source: () => LoaderScope): void {
  currentScope = source;
}

/** Settles once every section request of the scope has answered, also those started by answers. */
export async function settled(scope: LoaderScope): Promise<void> {
  const pending = scope.pending;
  if (!pending) return;
  while (pending.size > 0) await Promise.all([...pending]);
}
