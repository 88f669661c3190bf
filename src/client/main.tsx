// First: configures zod before any schema parses (see the module).
import "./lib/zod-csp.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { queryClient } from "./app/query-client.ts";
import { router } from "./app/router.tsx";
import { registerServiceWorker } from "./pwa/register-service-worker.ts";
import "./styles.css";

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

registerServiceWorker();
