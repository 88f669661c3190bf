import { QueryClient, type QueryClientConfig } from "@tanstack/react-query";
import { ApiError } from "../lib/api.ts";

/** The queries' defaults, also for the server's per-page cache (entry-server.tsx). */
export const queryDefaults = {
  staleTime: 30_000,
  // A 4xx will not get better by asking again; network and 5xx may.
  retry: (count: number, error: Error) =>
    !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  refetchOnWindowFocus: false,
} satisfies NonNullable<QueryClientConfig["defaultOptions"]>["queries"];

export const queryClient = new QueryClient({ defaultOptions: { queries: queryDefaults } });
