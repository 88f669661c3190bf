import type { LoaderFunctionArgs } from "react-router";
import { prefetch } from "../../app/route-data.ts";
import { leagueTableQueryOptions, playerRankingQueryOptions, rankingLeaguesQueryOptions } from "./api.ts";
import { playerRankingFilterOf, seasonParamOf, tableChoiceOf } from "./ranking-params.ts";

export function rankingLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab");
  // The table tab picks its default league from the list of leagues, then shows its table.
  if (tab === "tabelle") {
    prefetch(rankingLeaguesQueryOptions, ({ leagues }) => {
      const { canton, league } = tableChoiceOf(params, leagues);
      prefetch(leagueTableQueryOptions(canton, league, seasonParamOf(params)));
    });
  } else
    prefetch(
      playerRankingQueryOptions(tab === "karten" ? "cards" : "scorers", playerRankingFilterOf(params)),
    );
  return null;
}
