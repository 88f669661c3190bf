import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MatchEventFormValues } from "#shared/matches/event-schema.ts";
import type { MatchChangeNotesResponse, MatchHistoryResponse } from "#shared/matches/history-types.ts";
import type { MatchReportFormValues } from "#shared/matches/report-schema.ts";
import type {
  MatchInput,
  MatchResultInput,
  PostponeMatchInput,
  RestoreMatchInput,
} from "#shared/matches/schema.ts";
import type {
  MatchEventView,
  MatchLineups,
  MatchReportView,
  MatchSummary,
  MatchTeamOptions,
} from "#shared/matches/types.ts";
import { api } from "../../lib/api.ts";

// Queries and writes of matches, their events, reports and line-ups. The live feature uses the
// same queries (and its stream updates these caches). Keys:
//   ["matches", id]                 one match (MatchSummary)
//   ["matches", id, "events"]       its timeline (also read by the home teaser)
//   ["matches", id, "lineups" | "report" | "manage-report"]
//   ["matches", "schedule", scope]  public schedule lists
//   ["matches", "live", "list"]     the live list page
//   ["matches", "club", clubId, …]  the club's schedule and team options

const id = encodeURIComponent;

export const matchQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId],
    queryFn: async () => (await api<{ match: MatchSummary }>(`/api/matches/${id(matchId)}`)).match,
  });

export const matchEventsQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "events"],
    queryFn: async () =>
      (await api<{ events: MatchEventView[] }>(`/api/matches/${id(matchId)}/events`)).events,
  });

export const matchLineupsQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "lineups"],
    queryFn: () => api<MatchLineups>(`/api/matches/${id(matchId)}/lineups`),
  });

export const matchReportQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "report"],
    queryFn: async () =>
      (await api<{ report: MatchReportView | null }>(`/api/matches/${id(matchId)}/report`)).report,
  });

export const scheduleQueryOptions = (scope: "upcoming" | "past") =>
  queryOptions({
    queryKey: ["matches", "schedule", scope],
    queryFn: async () =>
      (await api<{ matches: MatchSummary[] }>(`/api/matches?scope=${scope}&limit=300`)).matches,
  });

export const liveMatchesQueryOptions = queryOptions({
  queryKey: ["matches", "live", "list"],
  queryFn: async () => (await api<{ matches: MatchSummary[] }>("/api/matches?scope=live&limit=50")).matches,
});

export const clubMatchesQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["matches", "club", clubId],
    queryFn: async () =>
      (await api<{ matches: MatchSummary[] }>(`/api/manage/clubs/${id(clubId)}/matches`)).matches,
  });

export const matchTeamOptionsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["matches", "club", clubId, "team-options"],
    queryFn: () => api<MatchTeamOptions>(`/api/manage/clubs/${id(clubId)}/match-teams`),
  });

export const manageReportQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "manage-report"],
    queryFn: async () =>
      (await api<{ report: MatchReportView | null }>(`/api/manage/matches/${id(matchId)}/report`)).report,
  });

/** Puts a changed match into every cache that shows it; lists whose membership may change reload. */
export function applyMatchUpdate(queryClient: QueryClient, match: MatchSummary): void {
  queryClient.setQueryData(matchQueryOptions(match.id).queryKey, match);
  queryClient.setQueriesData<MatchSummary[]>({ queryKey: ["matches", "club"] }, (list) =>
    Array.isArray(list) ? list.map((m) => (m.id === match.id ? match : m)) : list,
  );
  queryClient.setQueriesData<MatchSummary[]>({ queryKey: ["matches", "schedule"] }, (list) =>
    Array.isArray(list) ? list.map((m) => (m.id === match.id ? match : m)) : list,
  );
  const live = queryClient.getQueryData<MatchSummary[]>(liveMatchesQueryOptions.queryKey);
  if (live) {
    const isListed = live.some((m) => m.id === match.id);
    if (isListed && match.status === "live") {
      queryClient.setQueryData(
        liveMatchesQueryOptions.queryKey,
        live.map((m) => (m.id === match.id ? match : m)),
      );
    } else if (isListed !== (match.status === "live")) {
      void queryClient.invalidateQueries({ queryKey: liveMatchesQueryOptions.queryKey });
    }
  }
}

function sortEvents(events: MatchEventView[]): MatchEventView[] {
  return [...events].sort(
    (a, b) =>
      a.minute - b.minute ||
      (a.addedMinute ?? 0) - (b.addedMinute ?? 0) ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.id.localeCompare(b.id),
  );
}

/** Adds or replaces an event in its match's timeline cache. */
export function applyEventUpsert(queryClient: QueryClient, event: MatchEventView): void {
  queryClient.setQueryData<MatchEventView[]>(matchEventsQueryOptions(event.matchId).queryKey, (list) =>
    list ? sortEvents([...list.filter((e) => e.id !== event.id), event]) : list,
  );
  // Texts and running scores after the event are derived on the server: reload the timeline.
  void queryClient.invalidateQueries({ queryKey: matchEventsQueryOptions(event.matchId).queryKey });
  // Goals and cards change the players' statistics in the line-up popup.
  void queryClient.invalidateQueries({ queryKey: matchLineupsQueryOptions(event.matchId).queryKey });
}

export function applyEventDelete(queryClient: QueryClient, matchId: string, eventId: string): void {
  queryClient.setQueryData<MatchEventView[]>(matchEventsQueryOptions(matchId).queryKey, (list) =>
    list ? list.filter((e) => e.id !== eventId) : list,
  );
  void queryClient.invalidateQueries({ queryKey: matchEventsQueryOptions(matchId).queryKey });
  void queryClient.invalidateQueries({ queryKey: matchLineupsQueryOptions(matchId).queryKey });
}

/** After a schedule write: the club's list and the public lists reload. */
function useScheduleWrite<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["matches"] });
    },
  });
}

export function useSaveMatch(clubId: string) {
  return useScheduleWrite(({ matchId, input }: { matchId: string | null; input: MatchInput }) =>
    matchId
      ? api<{ match: MatchSummary }>(`/api/manage/matches/${id(matchId)}`, { method: "PATCH", body: input })
      : api<{ match: MatchSummary }>(`/api/manage/clubs/${id(clubId)}/matches`, {
          method: "POST",
          body: input,
        }),
  );
}

export function useCancelMatch() {
  return useScheduleWrite(({ matchId, reason }: { matchId: string; reason: string }) =>
    api<{ match: MatchSummary }>(`/api/manage/matches/${id(matchId)}/cancel`, {
      method: "POST",
      body: { reason },
    }),
  );
}

/** 'Endstand erfassen': PUT /api/manage/matches/:id/result. */
export function useSaveResult() {
  return useScheduleWrite(({ matchId, input }: { matchId: string; input: MatchResultInput }) =>
    api<{ match: MatchSummary }>(`/api/manage/matches/${id(matchId)}/result`, { method: "PUT", body: input }),
  );
}

export function usePostponeMatch() {
  return useScheduleWrite(({ matchId, input }: { matchId: string; input: PostponeMatchInput }) =>
    api<{ match: MatchSummary }>(`/api/manage/matches/${id(matchId)}/postpone`, {
      method: "POST",
      body: input,
    }),
  );
}

export function useRestoreMatch() {
  return useScheduleWrite(({ matchId, input }: { matchId: string; input: RestoreMatchInput }) =>
    api<{ match: MatchSummary }>(`/api/manage/matches/${id(matchId)}/restore`, {
      method: "POST",
      body: input,
    }),
  );
}

export function useDeleteMatch() {
  return useScheduleWrite((matchId: string) =>
    api<{ ok: true }>(`/api/manage/matches/${id(matchId)}`, { method: "DELETE" }),
  );
}

export function useSaveReport(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MatchReportFormValues) =>
      api<{ report: MatchReportView; created: boolean }>(`/api/manage/matches/${id(matchId)}/report`, {
        method: "PUT",
        body: input,
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(manageReportQueryOptions(matchId).queryKey, result.report);
      queryClient.setQueryData(matchReportQueryOptions(matchId).queryKey, result.report);
    },
  });
}

/** Event writes; the server moves the score in the same transaction, so the match reloads too. */
export function useEventWrites(matchId: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: matchQueryOptions(matchId).queryKey }),
      queryClient.invalidateQueries({ queryKey: ["matches", "club"] }),
      queryClient.invalidateQueries({ queryKey: ["matches", "schedule"] }),
    ]);
  };
  const add = useMutation({
    mutationFn: (input: MatchEventFormValues) =>
      api<{ event: MatchEventView }>(`/api/manage/matches/${id(matchId)}/events`, {
        method: "POST",
        body: input,
      }),
    onSuccess: async ({ event }) => {
      applyEventUpsert(queryClient, event);
      await refresh();
    },
  });
  const update = useMutation({
    mutationFn: ({ eventId, input }: { eventId: string; input: MatchEventFormValues }) =>
      api<{ event: MatchEventView }>(`/api/manage/events/${id(eventId)}`, { method: "PATCH", body: input }),
    onSuccess: async ({ event }) => {
      applyEventUpsert(queryClient, event);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (eventId: string) =>
      api<{ ok: true }>(`/api/manage/events/${id(eventId)}`, { method: "DELETE" }),
    onSuccess: async (_result, eventId) => {
      applyEventDelete(queryClient, matchId, eventId);
      await refresh();
    },
  });
  return { add, update, remove };
}

export interface NewOpponentTeam {
  name: string;
  canton: string;
  league: string;
}

/** The standalone opponent team of the match dialog (built by the club-management feature's API). */
export function useCreateOpponentTeam(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewOpponentTeam) =>
      api<{ team: { id: string; name: string } }>(`/api/manage/clubs/${id(clubId)}/opponent-teams`, {
        method: "POST",
        body: input,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: matchTeamOptionsQueryOptions(clubId).queryKey });
    },
  });
}

export const matchHistoryQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "history"],
    queryFn: async () =>
      (await api<MatchHistoryResponse>(`/api/manage/matches/${id(matchId)}/history`)).entries,
  });

export const matchChangeNotesQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["matches", "club", clubId, "notes"],
    queryFn: async () =>
      (await api<MatchChangeNotesResponse>(`/api/manage/clubs/${id(clubId)}/match-notes`)).notes,
  });

/** A request waiting for this club's answer (the other club created it). */
export function isOpenRequestFor(match: MatchSummary, clubId: string): boolean {
  return match.acceptance === "requested" && match.createdByClubId !== clubId;
}

/** How many requests wait for this club's answer (the count on the 'Spielplan' tab). */
export function useOpenRequestCount(clubId: string): number {
  const matches = useQuery(clubMatchesQueryOptions(clubId));
  return matches.data?.filter((m) => isOpenRequestFor(m, clubId)).length ?? 0;
}

/** Accept or decline a request of another club. */
export function useAnswerRequest() {
  return useScheduleWrite(({ matchId, answer }: { matchId: string; answer: "accept" | "decline" }) =>
    api<{ match: MatchSummary }>(`/api/manage/matches/${id(matchId)}/${answer}`, { method: "POST" }),
  );
}

export function useAcceptAllRequests(clubId: string) {
  return useScheduleWrite(() =>
    api<{ accepted: number }>(`/api/manage/clubs/${id(clubId)}/match-requests/accept-all`, {
      method: "POST",
    }),
  );
}
