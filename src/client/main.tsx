// First: configures zod before any schema parses (see the module).
import "./lib/zod-csp.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { queryClient } from "./app/query-client.ts";
import { createRouter, RouterProvider } from "./app/router.tsx";
import { hydrateServerQueries, readServerData } from "./app/server-data.ts";
import { readLocalFavorites } from "./features/favorites/local-favorites.ts";
import { setRenderedLivePosition } from "./features/live/live-position.ts";
import { nextTask } from "./lib/next-task.ts";
import { keepPageReads } from "./pwa/keep-page-reads.ts";
import { registerServiceWorker } from "./pwa/register-service-worker.ts";
import "./styles.css";

// The server rendered the page with its data (decision 017): the client takes over the loaders'
// results and the query cache the HTML was made from, so its first render equals the HTML and
// React only attaches to it. Without that block (the dev server, an offline shell standing for
// another page) the client renders the page itself.
const serverData = readServerData();
if (serverData) {
  hydrateServerQueries(queryClient, serverData.queries);
  setRenderedLivePosition(serverData.liveFrom);
}
// The start-up stays cut into short tasks (decision 016): the first localStorage read (10-20 ms
// on a fresh visit), then the router's creation, each in a task of its own.
setTimeout(() => readLocalFavorites());
await nextTask();
// The matched routes' code (their `lazy` modules) must be there before hydrating, or the first
// render would show the loading fallback instead of the server's page: createRouter loads it.
const router = await createRouter(serverData?.router);
// Without the server's page (an offline shell standing for another, the dev server) the layout
// shows at once, with the loading placeholder until the page's loaders have run.
if (serverData) await routerInitialized(router);

const app = (
  <StrictMode>
    <Interactive>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Interactive>
  </StrictMode>
);
const root = document.getElementById("root");
// Hydrating in a transition lets React cut the work into short tasks and yield between them
// (at the default priority it is one task: 0.3-0.8 s on a mid-range phone, in which no tap or
// scroll is answered). The page's buttons take taps only once the root is hydrated (below); a
// part still dehydrated then is hydrated by React on the first tap that reaches it. React
// Router's own client entry hydrates in a transition too.
if (root && serverData) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else if (root) createRoot(root).render(app);

registerServiceWorker();
if (serverData) keepPageReads(serverData.publicReads);

/**
 * Marks the page as working once React has taken over the server's HTML. Until then its buttons
 * have no handlers: the style sheet lets them take no taps before (`data-interactive`), so a tap
 * on a slow phone, between the HTML's arrival and its code's, does not vanish without an answer.
 * Parts still dehydrated after this are hydrated by React on the first tap that reaches them.
 */
function Interactive({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
  return children;
}

/** Resolves once the first navigation's loaders have run (or failed: the error page renders). */
function routerInitialized(router: Awaited<ReturnType<typeof createRouter>>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
