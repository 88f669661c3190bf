import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { FAVORITES_MERGE_MAX } from "#shared/favorites/merge-limit.ts";
import { isUuid } from "#shared/uuid.ts";
import { useMe } from "../auth/api.ts";
import { pushPreferencesQueryOptions } from "../push/api.ts";
import { favoritesQueryKey, mergeFavorites, toLocalShape } from "./account-api.ts";
import { clearLocalFavorites, readLocalFavorites, useLocalFavorites } from "./local-favorites.ts";

/**
 * Mounted once in the layout. After sign-in (or sign-up) it moves the favourites a visitor
 * kept in this browser into the account, once: the server adds the ones it does not have,
 * then the local list is cleared. If the request fails the local list stays for a later try.
 */
export function FavoritesSync() {
  const { isSignedIn, user } = useMe();
  const local = useLocalFavorites();
  const queryClient = useQueryClient();
  const runningFor = useRef<string | null>(null);
  const hasLocal = local.length > 0;
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!isSignedIn || !userId || !hasLocal || runningFor.current === userId) return;
    runningFor.current = userId;
    const ids = readLocalFavorites()
      .map((f) => f.id)
      .filter(isUuid)
      .slice(0, FAVORITES_MERGE_MAX);
    const queryKey = favoritesQueryKey(userId);
    mergeFavorites(ids)
      .then(async (result) => {
        clearLocalFavorites();
        // A read of the account's list sent before the move reached the server would answer
        // after it with the list as it was, and overwrite the moved favourites: drop it.
        await queryClient.cancelQueries({ queryKey });
        queryClient.setQueryData(queryKey, toLocalShape(result.favorites));
        // The moved teams have push choices now (one per favourite team).
        await queryClient.invalidateQueries({ queryKey: pushPreferencesQueryOptions.queryKey });
      })
      .catch(() => {
        // Keep the local list; the next sign-in or page load tries again.
      })
      .finally(() => {
        runningFor.current = null;
      });
  }, [isSignedIn, userId, hasLocal, queryClient]);

  return null;
}
