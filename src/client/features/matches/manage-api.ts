import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MatchEventFormValues } from "#shared/matches/event-schema.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchProposalResponse } from "#shared/matches/proposals.ts";
import type { MatchReportFormValues } from "#shared/matches/report-schema.ts";
import type {
  MatchInput,
  MatchResultInput,
  PostponeMatchInput,
  RestoreMatchInput,
} from "#shared/matches/schema.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { api } from "../../lib/api.ts";
import { applyEventDelete, applyEventUpsert, matchQueryOptions, matchReportQueryOptions } from "./api.ts";
import { manageReportQueryOptions, matchTeamOptionsQueryOptions } from "./club-schedule-queries.ts";

// Writes of the club's schedule, its events and reports; each one updates or reloads the caches
// of api.ts that show what it changed.

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
      ? api(matchPaths.update(matchId), { method: "PATCH", body: input })
      : api(matchPaths.create(clubId), { method: "POST", body: input }),
  );
}

export function useCancelMatch() {
  return useScheduleWrite(({ matchId, reason }: { matchId: string; reason: string }) =>
    api(matchPaths.agreedAction(matchId, "cancel"), { method: "POST", body: { reason } }),
  );
}

/** 'Endstand erfassen': PUT /api/manage/matches/:id/result. */
export function useSaveResult() {
  return useScheduleWrite(({ matchId, input }: { matchId: string; input: MatchResultInput }) =>
    api(matchPaths.agreedAction(matchId, "result"), { method: "PUT", body: input }),
  );
}

export function usePostponeMatch() {
  return useScheduleWrite(({ matchId, input }: { matchId: string; input: PostponeMatchInput }) =>
    api(matchPaths.agreedAction(matchId, "postpone"), { method: "POST", body: input }),
  );
}

export function useRestoreMatch() {
  return useScheduleWrite(({ matchId, input }: { matchId: string; input: RestoreMatchInput }) =>
    api(matchPaths.agreedAction(matchId, "restore"), { method: "POST", body: input }),
  );
}

export function useDeleteMatch() {
  return useScheduleWrite((matchId: string) => api(matchPaths.remove(matchId), { method: "DELETE" }));
}

export function useSaveReport(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MatchReportFormValues) =>
      api(matchPaths.saveReport(matchId), { method: "PUT", body: input }),
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
      api(matchPaths.addEvent(matchId), { method: "POST", body: input }),
    onSuccess: async ({ event }) => {
      applyEventUpsert(queryClient, event);
      await refresh();
    },
  });
  const update = useMutation({
    mutationFn: ({ eventId, input }: { eventId: string; input: MatchEventFormValues }) =>
      api(matchPaths.updateEvent(eventId), { method: "PATCH", body: input }),
    onSuccess: async ({ event }) => {
      applyEventUpsert(queryClient, event);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (eventId: string) => api(matchPaths.removeEvent(eventId), { method: "DELETE" }),
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
      api(teamPaths.createOpponent(clubId), { method: "POST", body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: matchTeamOptionsQueryOptions(clubId).queryKey });
    },
  });
}

/** Accept or decline a request of another club. */
export function useAnswerRequest() {
  return useScheduleWrite(({ matchId, answer }: { matchId: string; answer: "accept" | "decline" }) =>
    api(matchPaths.action(matchId, answer), { method: "POST" }),
  );
}

/** Accept or decline the other club's proposal, or hand it to the league office. */
export function useAnswerProposal() {
  return useScheduleWrite(
    ({ proposalId, action }: { proposalId: string; action: "accept" | "decline" | "dispute" }) =>
      api(matchPaths.proposalAction(proposalId, action), { method: "POST" }),
  );
}

/** The toast when a schedule write on an agreed match became a proposal (202). */
export const PROPOSAL_SENT =
  "Beide Vereine haben dieses Spiel bestätigt: deine Änderung wurde dem anderen Verein vorgeschlagen.";
/** The toast when it went to the league office at once: the office ruled on the result after an abort. */
export const PROPOSAL_TO_OFFICE =
  "Diesen Endstand hat die Spielleitung nach dem Spielabbruch entschieden: deine Änderung liegt jetzt bei ihr zum Entscheid.";

/** The toast of a write that became a proposal (202), or null for a change made at once. */
export function proposalToast(result: object): string | null {
  if (!isProposal(result)) return null;
  return result.proposal.status === "disputed" ? PROPOSAL_TO_OFFICE : PROPOSAL_SENT;
}

/** Whether a schedule write became a proposal to the other club (202) instead of a change. */
export function isProposal(result: object): result is MatchProposalResponse {
  return "proposal" in result;
}

export function useAcceptAllRequests(clubId: string) {
  return useScheduleWrite(() => api(matchPaths.acceptAll(clubId), { method: "POST" }));
}

/** 'Importieren (CSV)': the dry run answers the preview, the import writes every row or none. */
export const fixtureImport = {
  check: (teamId: string, csv: Blob) => api(matchPaths.importPreview(teamId), { method: "POST", csv }),
  commit: (teamId: string, csv: Blob) => api(matchPaths.import(teamId), { method: "POST", csv }),
};
