import type { Canton, League } from "../constants.ts";

// Response shapes of /api/favorites.

/**
 * A favourite team. `id`, `clubId`, `name` and `logo` are the local favourite object of the
 * spec (§3), so the browser list of a visitor and the server list read the same way.
 */
export interface FavoriteTeam {
  id: string;
  clubId: string | null;
  name: string;
  /** The team picture, else the club logo, else null (a placeholder shows). */
  logo: string | null;
  clubName: string | null;
  league: League;
  canton: Canton;
  createdAt: string;
}

export interface FavoritesResponse {
  favorites: FavoriteTeam[];
}

export interface FavoritesMergeResponse extends FavoritesResponse {
  /** How many of the sent ids were new favourites. */
  added: number;
}

/** POST /api/favorites: the team now among the favourites. */
export interface FavoriteResponse {
  favorite: FavoriteTeam;
}
