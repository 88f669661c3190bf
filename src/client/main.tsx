// First: configures zod before any schema parses (see the module).
import "./lib/zod-csp.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { queryClient } from "./app/query-client.ts";
import { firstPageData, prefetch } from "./app/route-data.ts";
import { router } from "./app/router.tsx";
import { meQueryOptions } from "./features/auth/api.ts";
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
await Promise.race([
  routerInitialized(),
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
function routerInitialized(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
