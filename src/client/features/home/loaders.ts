import { HOME_NEWS_COUNT } from "#shared/constants.ts";
import { prefetch } from "../../app/route-data.ts";
import { upcomingMatchesQueryOptions } from "../favorites/api.ts";
import { readLocalFavorites } from "../favorites/local-favorites.ts";
import { HERO_MATCH_COUNT, latestNewsQueryOptions, liveMatchesQueryOptions } from "./api.ts";

// The start page draws its frame at once and fills its sections as their data arrives
// (skeletons hold their place), so its loader only starts the requests.
export function homeLoader() {
  prefetch(liveMatchesQueryOptions);
  prefetch(upcomingMatchesQueryOptions(null, HERO_MATCH_COUNT));
  // A visitor with favourites sees their clubs' news; that list waits for the favourites.
  if (readLocalFavorites().length === 0) prefetch(latestNewsQueryOptions(null, HOME_NEWS_COUNT));
  return null;
}
