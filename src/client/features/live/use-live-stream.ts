import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { LIVE_FRAME_KINDS, type LiveFrameData, parseLiveFrame } from "#shared/live/stream-frames.ts";
import { noteServerTime } from "../../lib/server-clock.ts";
import { LIVE_LISTS_KEY } from "../matches/api.ts";
import { applyStreamFrame } from "./frames-over-reads.ts";
import { takeRenderedLivePosition } from "./live-position.ts";

// One EventSource per page for all the matches it shows (browsers allow six HTTP/1.1
// connections per host). Frames (#shared/live/stream-frames.ts) are written into the TanStack
// Query caches directly (apply-live-frame.ts), so a goal shows within a second without
// refetching, and again over any read that was on its way meanwhile (frames-over-reads.ts).
// EventSource reconnects by itself and sends Last-Event-ID; the server then replays what was
// missed. A stream that starts without a position (no server-rendered page to resume from) reads
// the page's matches again once it is connected; one that resumes does not: after a stadium's
// Wi-Fi drops, thousands of pages come back at once, and none of them sends a request.

export type LiveStreamTarget = { matchIds: readonly string[] } | { all: true } | null;

/** What the stream follows, as its address says it. */
export function streamQuery(target: LiveStreamTarget): string {
  if (!target) return "";
  if ("all" in target) return "all=live";
  const ids = [...new Set(target.matchIds)].sort();
  return ids.length ? `matches=${ids.join(",")}` : "";
}

const RECONNECT_MS = 5_000;

/**
 * `alsoRefresh`: a list that shows these matches (a team's season, a club's fixtures), read
 * again like the matches themselves when the stream starts without a position.
 */
export function useLiveStream(target: LiveStreamTarget, alsoRefresh?: QueryKey): void {
  const queryClient = useQueryClient();
  const query = streamQuery(target);
  const refreshKey = alsoRefresh ? JSON.stringify(alsoRefresh) : "";

  useEffect(() => {
    if (!query || typeof EventSource === "undefined") return;
    return openLiveStream(queryClient, query, refreshKey);
  }, [query, queryClient, refreshKey]);
}

/**
 * Opens the stream for `query` (streamQuery) and returns what closes it. `refreshKey`:
 * a list that shows these matches (JSON of its query key), read again like the matches
 * themselves when the stream starts without a position.
 */
export function openLiveStream(queryClient: QueryClient, query: string, refreshKey: string): () => void {
  let source: EventSource | null = null;
  let lastEventId = takeRenderedLivePosition() ?? "";
  let retry: number | null = null;
  let isStopped = false;

  // After connecting without a position, reload what is on screen: a change between the page's
  // first fetch and the stream's start would otherwise be missed.
  const refreshShown = () => {
    // Every list of live matches (the live page's, the start page's, the schedule's, the
    // favourites'): a kickoff before the stream began would be missing from it.
    if (query === "all=live") void queryClient.invalidateQueries({ queryKey: LIVE_LISTS_KEY });
    for (const id of query.startsWith("matches=") ? query.slice(8).split(",") : []) {
      void queryClient.invalidateQueries({ queryKey: ["matches", id] });
    }
    if (refreshKey) void queryClient.invalidateQueries({ queryKey: JSON.parse(refreshKey) as QueryKey });
  };

  let connectedAt = 0;
  const connect = () => {
    connectedAt = Date.now();
    const url = `/api/live/stream?${query}${lastEventId ? `&lastEventId=${encodeURIComponent(lastEventId)}` : ""}`;
    source = new EventSource(url);
    // Whether the stream had a position when this `ready` came: then the server resumed from it
    // (the browser sends it on its own reconnects) and replayed what was missed before `ready`.
    let isResumed = false;
    const onReady = (ready: LiveFrameData["ready"]) => {
      noteServerTime(ready.serverTime, connectedAt, Date.now());
      if (!isResumed) refreshShown();
    };
    // EventSource dispatches by the `event:` name; every kind goes through the one parser
    // and the one exhaustive switch.
    for (const kind of LIVE_FRAME_KINDS) {
      source.addEventListener(kind, (event) => {
        const message = event as MessageEvent<string>;
        isResumed = lastEventId !== "";
        if (message.lastEventId) lastEventId = message.lastEventId;
        const frame = parseLiveFrame(kind, message.data);
        if (frame) applyStreamFrame(queryClient, frame, onReady);
      });
    }
    source.onerror = () => {
      // EventSource retries network errors itself; after a refused connection (e.g. a 503
      // while the server restarts) it gives up, so try again later, resuming by id.
      if (source?.readyState === EventSource.CLOSED && !isStopped) {
        source.close();
        retry = window.setTimeout(connect, RECONNECT_MS);
      }
    };
  };
  connect();
  return () => {
    isStopped = true;
    if (retry !== null) window.clearTimeout(retry);
    source?.close();
  };
}
