import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ControlAction } from "#shared/matches/control.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { api } from "../../lib/api.ts";
import { applyMatchUpdate, matchEventsQueryOptions } from "../matches/api.ts";

// The match page's loader reads the line-ups as the ticker does.
export { startingLineupsQueryOptions } from "./lineup-queries.ts";

// Live-ticker control of the club (club-management §4, §8).

export const LIVE_TOASTS: Record<ControlAction, { success: string; failure: string }> = {
  start: { success: "Spiel gestartet!", failure: "Fehler beim Starten des Spiels" },
  halftime: { success: "Halbzeit!", failure: "Fehler beim Setzen der Halbzeit" },
  secondHalf: { success: "Zweite Halbzeit gestartet!", failure: "Fehler beim Starten der zweiten Halbzeit" },
  end: { success: "Spiel beendet!", failure: "Fehler beim Beenden des Spiels" },
  abort: { success: "Spiel abgebrochen.", failure: "Fehler beim Abbrechen des Spiels" },
};

export const LIVE_LOAD_MESSAGES = {
  notFound: "Match nicht gefunden",
  loadFailed: "Fehler beim Laden des Spiels",
} as const;

function useMatchWrite<TVariables>(
  matchId: string,
  mutationFn: (v: TVariables) => Promise<{ match: MatchSummary }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async ({ match }) => {
      applyMatchUpdate(queryClient, match);
      // Start, halftime, second half and end each record an event.
      await queryClient.invalidateQueries({ queryKey: matchEventsQueryOptions(matchId).queryKey });
      await queryClient.invalidateQueries({ queryKey: ["matches", "club"] });
    },
  });
}

export function useSetStoppage(matchId: string) {
  return useMatchWrite(matchId, (minutes: number) =>
    api(matchPaths.stoppage(matchId), { method: "PUT", body: { minutes } }),
  );
}

/** «Uhr stellen»: the minute running now (1–45, 46–90); the server moves the half's start. */
export function useSetClock(matchId: string) {
  return useMatchWrite(matchId, (minute: number) =>
    api(matchPaths.clock(matchId), { method: "PUT", body: { minute } }),
  );
}

/** 'Rückgängig' after 'Spiel beenden' or 'Spiel abbrechen' (10 minutes, checked on the server). */
export function useUndoLiveClose(matchId: string) {
  return useMatchWrite(matchId, () => api(matchPaths.undoLiveClose(matchId), { method: "POST", body: {} }));
}
