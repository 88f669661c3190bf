import { queryOptions } from "@tanstack/react-query";
import { favoritePaths } from "#shared/favorites/paths.ts";
import type { FavoritesMergeResponse, FavoriteTeam } from "#shared/favorites/types.ts";
import { api } from "../../lib/api.ts";
import { favoriteLabel, type LocalFavorite } from "./local-favorites.ts";

// The account's favourites on the server (read, add, remove, merge the device's), apart from the
// match reads in api.ts: the start page's loader needs only those, and its chunk carried these
// as a second copy beside the page's own.

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
