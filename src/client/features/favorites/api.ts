import { queryOptions } from "@tanstack/react-query";
import { favoritePaths } from "#shared/favorites/paths.ts";
import type { FavoritesMergeResponse, FavoriteTeam } from "#shared/favorites/types.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { api } from "../../lib/api.ts";
import { favoriteLabel, type LocalFavorite } from "./local-favorites.ts";

/** A visitor's favourites on this device, for loaders that decide what to fetch before any query. */
export { readLocalFavorites } from "./local-favorites.ts";

/** Per user, so a later sign-in in the same tab never shows the previous user's list. */
export function favoritesQueryKey(userId: string | null) {
  return ["favorites", userId] as const;
}

/** The server list in the shape of the spec's local favourite object, so both read alike. */
export function toLocalShape(list: FavoriteTeam[]): LocalFavorite[] {
  return list.map(({ id, clubId, name, clubName, logo }) => ({
    id,
    clubId,
    name: favoriteLabel(clubName, name),
    logo,
  }));
}

/** The signed-in user's favourites; only enabled while signed in. */
export function favoritesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: favoritesQueryKey(userId),
    queryFn: async () => toLocalShape((await api(favoritePaths.list())).favorites),
    enabled: userId !== null,
  });
}

export async function addFavorite(teamId: string): Promise<FavoriteTeam> {
  return (await api(favoritePaths.add(), { method: "POST", body: { teamId } })).favorite;
}

export async function removeFavorite(teamId: string): Promise<void> {
  await api(favoritePaths.remove(teamId), { method: "DELETE" });
}

export function mergeFavorites(teamIds: string[]): Promise<FavoritesMergeResponse> {
  return api(favoritePaths.merge(), { method: "POST", body: { teamIds } });
}

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
