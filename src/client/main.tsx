// First: configures zod before any schema parses (see the module).
import "./lib/zod-csp.ts";
import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { queryClient } from "./app/query-client.ts";
import { createRouter } from "./app/router.tsx";
import { readServerData } from "./app/server-data.ts";
import { readLocalFavorites } from "./features/favorites/api.ts";
import { nextTask } from "./lib/next-task.ts";
import { registerServiceWorker } from "./pwa/register-service-worker.ts";
import "./styles.css";

// The server rendered the page with its data (decision 017): the client takes over the loaders'
// results and the query cache the HTML was made from, so its first render equals the HTML and
// React only attaches to it. Without that block (the dev server, an offline shell standing for
// another page) the client renders the page itself.
const serverData = readServerData();
if (serverData) hydrate(queryClient, serverData.queries);
// The start-up stays cut into short tasks (decision 016): the first localStorage read (10-20 ms
// on a fresh visit), then the router's creation, each in a task of its own.
setTimeout(() => readLocalFavorites());
await nextTask();
const router = createRouter(serverData?.router);
// The matched routes' code (their `lazy` modules) must be there before hydrating, or the first
// render would show the loading fallback instead of the server's page.
await routerInitialized(router);

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);
const root = document.getElementById("root");
if (root && serverData) hydrateRoot(root, app);
else if (root) createRoot(root).render(app);

registerServiceWorker();

/** Resolves once the first navigation's loaders have run (or failed: the error page renders). */
function routerInitialized(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
