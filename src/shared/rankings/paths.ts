import type { Canton, League } from "../constants.ts";
import { apiPath, withQuery } from "../http.ts";
import type { LeagueTableResponse, PlayerRankingResponse, RankingLeaguesResponse } from "./types.ts";

// Paths of the ranking endpoints.

export const rankingPaths = {
  /** Without a season the server answers the current one. */
  leagues: (query: { season?: number | null | undefined } = {}) =>
    withQuery(apiPath<RankingLeaguesResponse>`/api/rankings/leagues`, query),
  /** Without a season the server answers the current one; without a group the league's only one. */
  table: (query: {
    canton: Canton;
    league: League;
    season?: number | null | undefined;
    group?: string | null | undefined;
  }) => withQuery(apiPath<LeagueTableResponse>`/api/rankings/table`, query),
  /** Top scorers or most carded players; without canton or league over all of them, without season the current one. */
  players: (
    kind: "scorers" | "cards",
    query: {
      season?: number | null | undefined;
      canton?: Canton | null | undefined;
      league?: League | null | undefined;
      group?: string | null | undefined;
    },
  ) =>
    withQuery(apiPath<PlayerRankingResponse>`/api/rankings/${kind}`, {
      season: query.season,
      canton: query.canton,
      league: query.league,
      group: query.group,
    }),
};
