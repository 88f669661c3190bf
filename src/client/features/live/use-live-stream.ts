import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import { noteServerTime } from "../../lib/server-clock.ts";
import {
  applyEventDelete,
  applyEventUpsert,
  applyMatchUpdate,
  liveMatchesQueryOptions,
} from "../matches/api.ts";

// One EventSource per page for all the matches it shows (browsers allow six HTTP/1.1
// connections per host). Changes are written into the TanStack Query caches directly, so a goal
// shows within a second without refetching. EventSource reconnects by itself and sends
// Last-Event-ID; the server then replays what was missed.

export type LiveStreamTarget = { matchIds: readonly string[] } | { all: true } | null;

const RECONNECT_MS = 5_000;

function streamQuery(target: LiveStreamTarget): string {
  if (!target) return "";
  if ("all" in target) return "all=live";
  const ids = [...new Set(target.matchIds)].sort();
  return ids.length ? `matches=${ids.join(",")}` : "";
}

export function useLiveStream(target: LiveStreamTarget): void {
  const queryClient = useQueryClient();
  const query = streamQuery(target);

  useEffect(() => {
    if (!query || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let lastEventId = "";
    let retry: number | null = null;
    let isStopped = false;

    const parse = <T>(event: MessageEvent): T | null => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      try {
        return JSON.parse(String(event.data)) as T;
      } catch {
        return null;
      }
    };
    // After (re)connecting, reload what is on screen: a change between the page's first fetch and
    // the stream's start would otherwise be missed.
    const refreshShown = () => {
      if (query === "all=live")
        void queryClient.invalidateQueries({ queryKey: liveMatchesQueryOptions.queryKey });
      for (const id of query.startsWith("matches=") ? query.slice(8).split(",") : []) {
        void queryClient.invalidateQueries({ queryKey: ["matches", id] });
      }
    };

    let connectedAt = 0;
    const connect = () => {
      connectedAt = Date.now();
      const url = `/api/live/stream?${query}${lastEventId ? `&lastEventId=${encodeURIComponent(lastEventId)}` : ""}`;
      source = new EventSource(url);
      source.addEventListener("ready", (e) => {
        const ready = parse<{ serverTime?: number }>(e as MessageEvent);
        if (typeof ready?.serverTime === "number") noteServerTime(ready.serverTime, connectedAt, Date.now());
        refreshShown();
      });
      source.addEventListener("match", (e) => {
        const match = parse<MatchSummary>(e as MessageEvent);
        if (match) applyMatchUpdate(queryClient, match);
      });
      for (const kind of ["event.created", "event.updated"]) {
        source.addEventListener(kind, (e) => {
          const event = parse<MatchEventView>(e as MessageEvent);
          if (event) applyEventUpsert(queryClient, event);
        });
      }
      source.addEventListener("event.deleted", (e) => {
        const data = parse<{ id: string; matchId: string }>(e as MessageEvent);
        if (data) applyEventDelete(queryClient, data.matchId, data.id);
      });
      source.addEventListener("lineup", (e) => {
        const data = parse<{ matchId: string }>(e as MessageEvent);
        if (data)
          void queryClient.invalidateQueries({ queryKey: ["matches", data.matchId, "starting-lineups"] });
      });
      source.addEventListener("match.deleted", (e) => {
        parse(e as MessageEvent);
        void queryClient.invalidateQueries({ queryKey: ["matches"] });
      });
      source.addEventListener("reset", (e) => {
        parse(e as MessageEvent);
        void queryClient.invalidateQueries({ queryKey: ["matches"] });
      });
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
  }, [query, queryClient]);
}
