/**
 * Mounted once in the layout: merges a visitor's local favourites into the server list
 * after sign-in. Filled in by the favourites feature.
 */
export function FavoritesSync() {
  return null;
}
