import { HOME_NEWS_COUNT } from "#shared/constants.ts";
import { prefetch } from "../../app/route-data.ts";
import { readLocalFavorites, upcomingMatchesQueryOptions } from "../favorites/api.ts";
import { liveTeaserQueryOptions } from "../matches/api.ts";
import { latestNewsQueryOptions } from "../news/api.ts";
import { HERO_MATCH_COUNT } from "./api.ts";

// The start page draws its frame at once and fills its sections as their data arrives
// (skeletons hold their place), so its loader only starts the requests.
export function homeLoader() {
  prefetch(liveTeaserQueryOptions);
  prefetch(upcomingMatchesQueryOptions(null, HERO_MATCH_COUNT));
  // A visitor with favourites sees their clubs' news; that list waits for the favourites.
  if (readLocalFavorites().length === 0) prefetch(latestNewsQueryOptions(null, HOME_NEWS_COUNT));
  return null;
}
