import { HOME_NEWS_COUNT } from "#shared/constants.ts";
import { prefetch } from "../../app/route-data.ts";
import { readLocalFavorites, upcomingMatchesQueryOptions } from "../favorites/api.ts";
import { liveTeaserQueryOptions, matchEventsQueryOptions } from "../matches/api.ts";
import { latestNewsQueryOptions } from "../news/api.ts";
import { HERO_MATCH_COUNT } from "./api.ts";

// The start page's sections show a skeleton while their data is on its way, so its loader only
// starts the requests: the server waits for them and renders the page with their answers
// (loader-scope.ts); in the browser, a later visit of the page draws its frame at once.
export function homeLoader() {
  // The teaser's first live match shows its latest events.
  prefetch(liveTeaserQueryOptions, ([first]) => {
    if (first) prefetch(matchEventsQueryOptions(first.id));
  });
  prefetch(upcomingMatchesQueryOptions(null, HERO_MATCH_COUNT));
  // A visitor with favourites sees their clubs' news; that list waits for the favourites.
  if (readLocalFavorites().length === 0) prefetch(latestNewsQueryOptions(null, HOME_NEWS_COUNT));
  return null;
}
