import { queryOptions } from "@tanstack/react-query";
import { matchPaths } from "#shared/matches/paths.ts";
import { api } from "../../lib/api.ts";

/** A visitor's favourites on this device, for loaders that decide what to fetch before any query. */
export { readLocalFavorites } from "./local-favorites.ts";

/**
 * Upcoming matches, optionally of some teams only. The key starts with "matches" so whatever
 * refreshes match lists (realtime, a club's edit) refreshes these too.
 */
export function upcomingMatchesQueryOptions(teamIds: string[] | null, limit: number) {
  const ids = teamIds ? [...teamIds].sort() : null;
  return queryOptions({
    queryKey: ["matches", "upcoming", { teamIds: ids, limit }],
    queryFn: async () => {
      if (ids && ids.length === 0) return [];
      // The kick-offs still to be played: a cancelled or postponed one would take one of the
      // few places (the schedule lists those, with their state).
      return (await api(matchPaths.list({ scope: "upcoming", status: "scheduled", limit, teamIds: ids })))
        .matches;
    },
  });
}

/** The favourites' matches being played now; the page's live stream keeps them current. */
export function liveFavoriteMatchesQueryOptions(teamIds: string[]) {
  const ids = [...teamIds].sort();
  return queryOptions({
    queryKey: ["matches", "live", "favorites", { teamIds: ids }],
    queryFn: async () =>
      ids.length === 0
        ? []
        : (await api(matchPaths.list({ scope: "live", limit: 50, teamIds: ids }))).matches,
  });
}
