import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Canton, League } from "#shared/constants.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import type { PlayerRankingKind } from "#shared/rankings/types.ts";
import { api } from "../../lib/api.ts";

export const rankingLeaguesQueryOptions = queryOptions({
  queryKey: ["rankings", "leagues"],
  queryFn: ({ signal }) => api(rankingPaths.leagues(), { signal }),
});

export function leagueTableQueryOptions(canton: Canton, league: League, season: number) {
  return queryOptions({
    queryKey: ["rankings", "table", canton, league, season],
    queryFn: ({ signal }) => api(rankingPaths.table({ canton, league, season }), { signal }),
    // Switching the league keeps the old table on screen (dimmed) instead of a flash of spinner.
    placeholderData: keepPreviousData,
  });
}

export interface PlayerRankingFilter {
  canton: Canton | null;
  league: League | null;
  season: number;
}

export function playerRankingQueryOptions(kind: PlayerRankingKind, filter: PlayerRankingFilter) {
  return queryOptions({
    queryKey: ["rankings", kind, filter.canton, filter.league, filter.season],
    queryFn: ({ signal }) => api(rankingPaths.players(kind, filter), { signal }),
    placeholderData: keepPreviousData,
  });
}
