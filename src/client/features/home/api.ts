// The start page reads the query options of matches, news and favourites from their features.

/** How many matches the start page's hero shows (live first, then the next ones). */
export const HERO_MATCH_COUNT = 3;
