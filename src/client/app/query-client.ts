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

/**
 * A write without a connection fails at once with the API's German «Keine Verbindung» (the
 * library's default pauses it: the button spun until the connection came back, and the write
 * was then sent without a word, after the person had entered it again). The live ticker's
 * taps have their own outbox, which says what waits.
 */
export const mutationDefaults = {
  networkMode: "always",
} satisfies NonNullable<QueryClientConfig["defaultOptions"]>["mutations"];

export const queryClient = new QueryClient({
  defaultOptions: { queries: queryDefaults, mutations: mutationDefaults },
});
