import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { TeamSide } from "#shared/constants.ts";
import { officePaths } from "#shared/league/office-paths.ts";
import { api } from "../../lib/api.ts";

// Queries and writes of the console's sections for result changes, clubs and accounts, and the
// decision history. Every write reloads the console and the club schedules.

export const officeProposalsQueryOptions = () =>
  queryOptions({
    queryKey: ["league-office", "proposals"],
    queryFn: async ({ signal }) => (await api(officePaths.proposals(), { signal })).proposals,
  });

export const officeClubsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ["league-office", "clubs", search],
    queryFn: async ({ signal }) => (await api(officePaths.clubs(search), { signal })).clubs,
    placeholderData: keepPreviousData,
  });

export const officeAccountsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ["league-office", "accounts", search],
    queryFn: async ({ signal }) => (await api(officePaths.accounts(search), { signal })).accounts,
    placeholderData: keepPreviousData,
    enabled: search.trim().length >= 2,
  });

/** What the office recently decided about the club's own teams, for its dashboard. */
export const clubOfficeDecisionsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["clubs", clubId, "office-decisions"],
    queryFn: async ({ signal }) => (await api(officePaths.clubDecisions(clubId), { signal })).decisions,
  });

/** The history in pages, newest first (a season's decisions fill several hundred lines). */
export const officeDecisionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["league-office", "decisions"],
    queryFn: ({ pageParam, signal }) => api(officePaths.decisions(pageParam ?? undefined), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

function useOfficeDecision<I, R>(write: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["league-office"] }),
        queryClient.invalidateQueries({ queryKey: ["matches"] }),
        queryClient.invalidateQueries({ queryKey: ["rankings"] }),
        queryClient.invalidateQueries({ queryKey: ["clubs"] }),
      ]);
    },
  });
}

export const useDecideProposal = () =>
  useOfficeDecision((input: { proposalId: string; answer: OfficeAnswer; note: string }) =>
    typeof input.answer === "string"
      ? api(officePaths.decideProposal(input.proposalId, input.answer), {
          method: "POST",
          body: { note: input.note },
        })
      : api(officePaths.decideProposal(input.proposalId, "forfeit"), {
          method: "POST",
          body: { note: input.note, forfeit: input.answer.forfeit },
        }),
  );

/** Accept or decline a proposal; a «Spielabbruch» may also be decided as a forfeit of one side. */
export type OfficeAnswer = "accept" | "decline" | { forfeit: TeamSide };

export const useVerifyClub = () =>
  useOfficeDecision((input: { clubId: string; verify: boolean }) =>
    api(officePaths.verifyClub(input.clubId), { method: input.verify ? "POST" : "DELETE" }),
  );

export const useSuspendAccount = () =>
  useOfficeDecision((input: { userId: string; reason: string | null }) =>
    input.reason === null
      ? api(officePaths.suspension(input.userId), { method: "DELETE" })
      : api(officePaths.suspension(input.userId), { method: "POST", body: { reason: input.reason } }),
  );
