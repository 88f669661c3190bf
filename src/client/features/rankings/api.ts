import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  LeagueTableResponse,
  PlayerRankingResponse,
  RankingLeaguesResponse,
} from "#shared/api/rankings.ts";
import type { Canton, League } from "#shared/constants.ts";
import { api } from "../../lib/api.ts";

export type PlayerRankingKind = "scorers" | "cards";

export const rankingLeaguesQueryOptions = queryOptions({
  queryKey: ["rankings", "leagues"],
  queryFn: ({ signal }) => api<RankingLeaguesResponse>("/api/rankings/leagues", { signal }),
});

export function leagueTableQueryOptions(canton: Canton, league: League) {
  const params = new URLSearchParams({ canton, league });
  return queryOptions({
    queryKey: ["rankings", "table", canton, league],
    queryFn: ({ signal }) => api<LeagueTableResponse>(`/api/rankings/table?${params}`, { signal }),
    // Switching the league keeps the old table on screen (dimmed) instead of a flash of spinner.
    placeholderData: keepPreviousData,
  });
}

export function playerRankingQueryOptions(kind: PlayerRankingKind) {
  return queryOptions({
    queryKey: ["rankings", kind],
    queryFn: ({ signal }) => api<PlayerRankingResponse>(`/api/rankings/${kind}`, { signal }),
  });
}
