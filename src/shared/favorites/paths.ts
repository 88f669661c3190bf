import { apiPath } from "../http.ts";
import type { FavoriteResponse, FavoritesMergeResponse, FavoritesResponse } from "./types.ts";

// Paths of the signed-in user's favourite teams.

export const favoritePaths = {
  list: () => apiPath<FavoritesResponse>`/api/favorites`,
  add: () => apiPath<FavoriteResponse>`/api/favorites`,
  /** 204 without a body, also when the team was no favourite. */
  remove: (teamId: string) => apiPath<null>`/api/favorites/${teamId}`,
  merge: () => apiPath<FavoritesMergeResponse>`/api/favorites/merge`,
};
