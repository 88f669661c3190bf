import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Canton, League } from "#shared/constants.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import type {
  DeductionInput,
  FairPlayCorrectionInput,
  PlacementInput,
  WithdrawalInput,
} from "#shared/league/schema.ts";
import { isOfficeFixture } from "#shared/matches/office-fixtures.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { api } from "../../lib/api.ts";

// Queries and writes of the league office's console (/spielleitung).

export interface OfficeLeagueChoice {
  season: number;
  canton: Canton;
  league: League;
}

export function officeLeagueQueryOptions(choice: OfficeLeagueChoice) {
  return queryOptions({
    queryKey: ["league-office", "league", choice.season, choice.canton, choice.league],
    queryFn: ({ signal }) => api(leagueOfficePaths.league(choice), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The team's counting red cards of the season, for a «Rote Karte» correction to name one. */
export function officeRedCardsQueryOptions(teamId: string, season: number) {
  return queryOptions({
    queryKey: ["league-office", "red-cards", teamId, season],
    queryFn: ({ signal }) => api(leagueOfficePaths.redCards({ teamId, season }), { signal }),
  });
}

export function officeTeamSearchQueryOptions(q: string, season: number) {
  return queryOptions({
    queryKey: ["league-office", "teams", q, season],
    queryFn: ({ signal }) => api(leagueOfficePaths.teams({ q, season }), { signal }),
    enabled: q.trim().length >= 2,
  });
}

/**
 * The group's fixtures of the season that no club manages (both teams without a club, e.g. from
 * the group import): the league office scores, calls off and deletes them. Under `matches`, so a
 * saved result reloads it as every schedule write does.
 */
export function officeFixturesQueryOptions(choice: OfficeLeagueChoice, group: string) {
  return queryOptions({
    queryKey: ["matches", "league-office", choice.season, choice.canton, choice.league, group],
    queryFn: async ({ signal }) => {
      const page = await api(
        matchPaths.list({
          scope: "all",
          limit: 500,
          canton: choice.canton,
          league: choice.league,
          group,
          from: `${choice.season}-07-01`,
          to: `${choice.season + 1}-06-30`,
        }),
        { signal },
      );
      // A live one has a ticker, which is a club's: the office has none to run it from.
      return page.matches.filter(
        (m) =>
          m.status !== "live" &&
          isOfficeFixture({ homeClubId: m.homeTeam.clubId, awayClubId: m.awayTeam.clubId }),
      );
    },
  });
}

/**
 * Every console write changes tables and the console's lists: both are read again, and the
 * schedules too (a placement moves a team's matches to another group's list, a fixture write
 * changes the fixture).
 */
function useOfficeWrite<I, R>(write: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["league-office"] }),
        queryClient.invalidateQueries({ queryKey: ["rankings"] }),
        queryClient.invalidateQueries({ queryKey: ["matches"] }),
      ]);
    },
  });
}

/**
 * Calls off a coming fixture without a club, with the reason its page shows. Never a proposal:
 * no club agreed to it (isOfficeFixture).
 */
export const useCancelOfficeFixture = () =>
  useOfficeWrite((input: { matchId: string; reason: string }) =>
    api(matchPaths.agreedAction(input.matchId, "cancel"), { method: "POST", body: { reason: input.reason } }),
  );
/**
 * Deletes a fixture without a club with its events (its result leaves the table); the reason, if
 * given, is the «Begründung» of the office's Verlauf.
 */
export const useDeleteOfficeFixture = () =>
  useOfficeWrite((input: { matchId: string; reason: string }) =>
    api(matchPaths.remove(input.matchId), {
      method: "DELETE",
      ...(input.reason ? { body: { reason: input.reason } } : {}),
    }),
  );

export const usePlaceTeam = () =>
  useOfficeWrite((input: PlacementInput) =>
    api(leagueOfficePaths.placements(), { method: "PUT", body: input }),
  );
export const useDeductPoints = () =>
  useOfficeWrite((input: DeductionInput) =>
    api(leagueOfficePaths.deductions(), { method: "POST", body: input }),
  );
export const useRemoveDeduction = () =>
  useOfficeWrite((id: string) => api(leagueOfficePaths.deduction(id), { method: "DELETE" }));
export const useWithdrawTeam = () =>
  useOfficeWrite((input: WithdrawalInput) =>
    api(leagueOfficePaths.withdrawals(), { method: "POST", body: input }),
  );
export const useUndoWithdrawal = () =>
  useOfficeWrite((input: { teamId: string; season: number }) =>
    api(leagueOfficePaths.withdrawal(input.teamId, input.season), { method: "DELETE" }),
  );
export const useCorrectFairPlay = () =>
  useOfficeWrite((input: FairPlayCorrectionInput) =>
    api(leagueOfficePaths.corrections(), { method: "POST", body: input }),
  );
export const useRemoveCorrection = () =>
  useOfficeWrite((id: string) => api(leagueOfficePaths.correction(id), { method: "DELETE" }));
