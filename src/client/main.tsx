// First: configures zod before any schema parses (see the module).
import "./lib/zod-csp.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { queryClient } from "./app/query-client.ts";
import { firstPageData, prefetch } from "./app/route-data.ts";
import { createRouter } from "./app/router.tsx";
import { meQueryOptions } from "./features/auth/api.ts";
import { readLocalFavorites } from "./features/favorites/api.ts";
import { nextTask } from "./lib/next-task.ts";
import { registerServiceWorker } from "./pwa/register-service-worker.ts";
import { firstRenderDone } from "./ui/later.tsx";
import "./styles.css";

// The first paint waits for the page's code and data: the router's loaders (its main record)
// and the sections they started, at most 2.5 s in all. The page then renders once, whole, and
// the phone's main thread is free once something is on the screen; before, it painted the
// frame and a skeleton, then rendered and laid out the page again as each answer came in
// (seconds of blocked main thread on a mid-range phone, and layout shifts).
const FIRST_PAINT_MAX_WAIT_MS = 2500;
const firstPaintDeadline = Date.now() + FIRST_PAINT_MAX_WAIT_MS;
prefetch(meQueryOptions);
// Until the first paint the page is mostly waiting for the network; what the main thread does
// meanwhile goes in tasks of its own, so a phone never holds one long block (Lighthouse counts
// every task over 50 ms after its first paint). The first read of localStorage opens the site's
// storage, 10-20 ms on a fresh visit: done here, the favourites the loaders and the first render
// read are at hand. The router is made in the next task, not in this one's module evaluation.
setTimeout(() => readLocalFavorites());
await nextTask();
const router = createRouter();
await Promise.race([
  routerInitialized(router),
  new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_MAX_WAIT_MS)),
]);
await firstPageData(Math.max(0, firstPaintDeadline - Date.now()));

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
firstRenderDone();

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
