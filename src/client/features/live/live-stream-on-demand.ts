import type { QueryClient } from "@tanstack/react-query";
import { openLiveStream, streamQuery } from "./use-live-stream.ts";

// The stream's code as a chunk of its own for the lists that follow matches only now and then
// (use-follow-matches.ts). Imported through this module, not directly: the pages that always
// follow (the start page, a match page) import the connection statically, and the build copies
// it into their chunks instead of making them fetch it as a file of its own (a module that only
// re-exported it became that file).

/** Opens the stream of these matches; returns what closes it. */
export function openFollowedStream(
  queryClient: QueryClient,
  matchIds: readonly string[],
  refreshKey: string,
): () => void {
  return openLiveStream(queryClient, streamQuery({ matchIds }), refreshKey);
}
