import type { LoaderFunctionArgs } from "react-router";
import { prefetch } from "../../app/route-data.ts";
import { playerRankingQueryOptions, rankingLeaguesQueryOptions } from "./api.ts";
import { playerRankingFilterOf } from "./ranking-params.ts";

export function rankingLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab");
  // The table tab picks its default league from the list of leagues.
  if (tab === "tabelle") prefetch(rankingLeaguesQueryOptions);
  else
    prefetch(
      playerRankingQueryOptions(tab === "karten" ? "cards" : "scorers", playerRankingFilterOf(params)),
    );
  return null;
}
