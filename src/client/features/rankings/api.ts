import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Canton, League } from "#shared/constants.ts";
import type {
  LeagueTableResponse,
  PlayerRankingResponse,
  RankingLeaguesResponse,
} from "#shared/rankings/types.ts";
import { api } from "../../lib/api.ts";

export type PlayerRankingKind = "scorers" | "cards";

export const rankingLeaguesQueryOptions = queryOptions({
  queryKey: ["rankings", "leagues"],
  queryFn: ({ signal }) => api<RankingLeaguesResponse>("/api/rankings/leagues", { signal }),
});

export function leagueTableQueryOptions(canton: Canton, league: League, season: number) {
  const params = new URLSearchParams({ canton, league, season: String(season) });
  return queryOptions({
    queryKey: ["rankings", "table", canton, league, season],
    queryFn: ({ signal }) => api<LeagueTableResponse>(`/api/rankings/table?${params}`, { signal }),
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
  const params = new URLSearchParams({ season: String(filter.season) });
  if (filter.canton) params.set("canton", filter.canton);
  if (filter.league) params.set("league", filter.league);
  return queryOptions({
    queryKey: ["rankings", kind, filter.canton, filter.league, filter.season],
    queryFn: ({ signal }) => api<PlayerRankingResponse>(`/api/rankings/${kind}?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
