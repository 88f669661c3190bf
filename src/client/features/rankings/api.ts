import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Canton, League } from "#shared/constants.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import type { PlayerRankingKind } from "#shared/rankings/types.ts";
import { api } from "../../lib/api.ts";

/** The cantons, leagues and groups of a season, for the table's selectors. */
export function rankingLeaguesQueryOptions(season: number) {
  return queryOptions({
    queryKey: ["rankings", "leagues", season],
    queryFn: ({ signal }) => api(rankingPaths.leagues({ season }), { signal }),
    placeholderData: keepPreviousData,
  });
}

export interface TableChoice {
  canton: Canton;
  league: League;
  season: number;
  /** Null: the league's only group (the server answers it). */
  group: string | null;
}

export function leagueTableQueryOptions({ canton, league, season, group }: TableChoice) {
  return queryOptions({
    queryKey: ["rankings", "table", canton, league, season, group],
    queryFn: ({ signal }) => api(rankingPaths.table({ canton, league, season, group }), { signal }),
    // Switching the league keeps the old table on screen (dimmed) instead of a flash of spinner.
    placeholderData: keepPreviousData,
  });
}

export interface PlayerRankingFilter {
  canton: Canton | null;
  league: League | null;
  /** One group of the canton's league (only with both); null: all of them. */
  group: string | null;
  season: number;
}

export function playerRankingQueryOptions(kind: PlayerRankingKind, filter: PlayerRankingFilter) {
  return queryOptions({
    queryKey: ["rankings", kind, filter.canton, filter.league, filter.group, filter.season],
    queryFn: ({ signal }) => api(rankingPaths.players(kind, filter), { signal }),
    placeholderData: keepPreviousData,
  });
}
