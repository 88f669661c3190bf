import type { LoaderFunctionArgs } from "react-router";
import { prefetch, prepareCode } from "../../app/route-data.ts";
import { leagueTableQueryOptions, playerRankingQueryOptions, rankingLeaguesQueryOptions } from "./api.ts";
import { leagueTableTabCode } from "./league-table-tab-code.ts";
import { playerRankingFilterOf, seasonParamOf, shownTableOf, tableChoiceOf } from "./ranking-params.ts";

export function rankingLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  if (leagueTableTabCode.isShownAt(params)) {
    // The server renders the tab in place; a navigation starts its code with its data.
    prepareCode(leagueTableTabCode.load);
    // The selectors need the season's leagues; the table starts beside them when the address
    // names it whole (no waterfall), otherwise the page picks its default from the leagues.
    const season = seasonParamOf(params);
    const choice = tableChoiceOf(params);
    if (choice) {
      prefetch(rankingLeaguesQueryOptions(season), ({ leagues }) => {
        // A group the league does not have in this season (a link from another season, a form
        // sent without scripts after another canton was chosen) falls back to its first group:
        // the page shows that table, so it is the one the server has to render.
        const { group } = shownTableOf(params, leagues, true);
        if (group !== choice.group) prefetch(leagueTableQueryOptions({ ...choice, group }));
      });
      prefetch(leagueTableQueryOptions(choice));
    } else {
      prefetch(rankingLeaguesQueryOptions(season), ({ leagues }) => {
        const { canton, league, group } = shownTableOf(params, leagues, true);
        prefetch(leagueTableQueryOptions({ canton, league, group, season }));
      });
    }
  } else {
    const filter = playerRankingFilterOf(params);
    prefetch(playerRankingQueryOptions(params.get("tab") === "karten" ? "cards" : "scorers", filter));
    // The group selector lists the groups of the chosen canton's league.
    if (filter.canton && filter.league) prefetch(rankingLeaguesQueryOptions(filter.season));
  }
  return null;
}
