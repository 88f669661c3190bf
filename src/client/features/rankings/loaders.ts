import type { LoaderFunctionArgs } from "react-router";
import { prefetch } from "../../app/route-data.ts";
import { leagueTableQueryOptions, playerRankingQueryOptions, rankingLeaguesQueryOptions } from "./api.ts";
import { playerRankingFilterOf, seasonParamOf, tableChoiceOf } from "./ranking-params.ts";

export function rankingLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab");
  if (tab === "tabelle" || tab === "fairplay") {
    // The selectors need the season's leagues; the table starts beside them when the address
    // names it whole (no waterfall), otherwise the page picks its default from the leagues.
    prefetch(rankingLeaguesQueryOptions(seasonParamOf(params)));
    const choice = tableChoiceOf(params);
    if (choice) prefetch(leagueTableQueryOptions(choice));
  } else
    prefetch(
      playerRankingQueryOptions(tab === "karten" ? "cards" : "scorers", playerRankingFilterOf(params)),
    );
  return null;
}
