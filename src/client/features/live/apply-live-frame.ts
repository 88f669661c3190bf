import type { QueryClient } from "@tanstack/react-query";
import type { MatchStartingLineups } from "#shared/lineups/types.ts";
import type { LiveFrame, LiveFrameData } from "#shared/live/stream-frames.ts";
import type { MatchHistoryEntry } from "#shared/matches/history-types.ts";
import type { MatchReportView } from "#shared/matches/types.ts";
import {
  applyEventDelete,
  applyEventUpsert,
  applyMatchUpdate,
  matchHistoryQueryOptions,
  matchPublicHistoryQueryOptions,
  matchReportQueryOptions,
} from "../matches/api.ts";
import { startingLineupsQueryOptions } from "./lineup-queries.ts";

/**
 * Writes one frame of the live stream into the TanStack Query caches, so a goal shows without
 * refetching. `ready` belongs to the connection, not the caches: the caller handles it.
 */
export function applyLiveFrame(
  queryClient: QueryClient,
  frame: LiveFrame,
  onReady: (ready: LiveFrameData["ready"]) => void,
): void {
  switch (frame.kind) {
    case "ready":
      onReady(frame.data);
      return;
    case "match": {
      // The move's reason is for the fans' notification; the match page shows it in its «Änderungen».
      const { moveReason: _moveReason, ...match } = frame.data;
      applyMatchUpdate(queryClient, match);
      return;
    }
    case "event.created":
    case "event.updated":
      applyEventUpsert(queryClient, frame.data);
      return;
    case "event.deleted":
      applyEventDelete(queryClient, frame.data.matchId, frame.data.id, frame.data);
      return;
    case "lineup":
      applyLineupFrame(queryClient, frame.data);
      return;
    case "report":
      applyReportFrame(queryClient, frame.data);
      return;
    case "history":
      applyHistoryFrame(queryClient, frame.data);
      return;
    case "match.deleted":
    case "reset":
      // A match gone from every list, or a gap the server cannot replay: reload what is shown.
      void queryClient.invalidateQueries({ queryKey: ["matches"] });
      return;
    default: {
      const unhandled: never = frame;
      throw new Error(`unhandled live frame ${JSON.stringify(unhandled)}`);
    }
  }
}

/** Puts the side's line-up into the cached line-ups (a page that holds none loads them when shown). */
function applyLineupFrame(queryClient: QueryClient, data: LiveFrameData["lineup"]): void {
  const { queryKey } = startingLineupsQueryOptions(data.matchId);
  const { lineup } = data;
  if (lineup === undefined) {
    void queryClient.invalidateQueries({ queryKey });
    return;
  }
  queryClient.setQueryData<MatchStartingLineups>(queryKey, (old) =>
    old ? { ...old, [data.side]: lineup } : old,
  );
}

/**
 * Puts the report into a page that shows the match's report (or that it has none yet); a page
 * that never read it gets no cache entry, so it still reads the report when it shows it.
 */
function applyReportFrame(queryClient: QueryClient, data: LiveFrameData["report"]): void {
  queryClient.setQueryData<MatchReportView | null>(matchReportQueryOptions(data.matchId).queryKey, (old) =>
    old === undefined ? undefined : data.report,
  );
}

/**
 * Puts the new line on top of the match's public record a page holds («Änderungen» on the match
 * page), once (a frame applied again over a read finds it there). The clubs' own record names
 * people, which the frame does not carry: a page that shows it reads it again.
 */
function applyHistoryFrame(queryClient: QueryClient, data: LiveFrameData["history"]): void {
  const { matchId, entry } = data;
  queryClient.setQueryData<MatchHistoryEntry[]>(matchPublicHistoryQueryOptions(matchId).queryKey, (old) =>
    old === undefined || old.some((line) => line.id === entry.id) ? old : [entry, ...old],
  );
  void queryClient.invalidateQueries({ queryKey: matchHistoryQueryOptions(matchId).queryKey });
}
