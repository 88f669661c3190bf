import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../ui/toast.tsx";
import { useMe } from "../auth/api.ts";
import { pushPreferencesQueryOptions } from "../push/api.ts";
import { addFavorite, favoritesQueryKey, favoritesQueryOptions, removeFavorite } from "./account-api.ts";
import {
  type LocalFavorite,
  readLocalFavorites,
  useLocalFavorites,
  writeLocalFavorites,
} from "./local-favorites.ts";

/** What the heart needs to know about a team: the spec's local favourite object. */
export type FavoriteInput = LocalFavorite;

// Spec §8: the added-text says the team was added and that push notifications come. They come
// where the fan has switched them on (per team, on the dashboard; a visitor needs an account),
// so the text says how, instead of promising what is not switched on.
export const FAVORITE_TOASTS = {
  added: "Zu Favoriten hinzugefügt",
  addedText:
    "Das Team wurde zu deinen Favoriten hinzugefügt. Push-Benachrichtigungen zu seinen Spielen schaltest du im Dashboard unter «Benachrichtigungen» ein.",
  addedTextVisitor:
    "Das Team wurde zu deinen Favoriten hinzugefügt. Seine nächsten Spiele siehst du auf der Startseite; mit einem Konto erhältst du auch Push-Benachrichtigungen.",
  removed: "Aus Favoriten entfernt",
  failed: "Fehler",
  failedText: "Die Favoriten konnten nicht aktualisiert werden.",
} as const;

function failed() {
  toast.error(FAVORITE_TOASTS.failed, FAVORITE_TOASTS.failedText);
}

/**
 * The favourite teams of whoever is looking: a visitor's from the browser, a signed-in user's
 * from the server. `toggle` adds or removes one and shows the spec's toasts.
 */
export function useFavorites() {
  const me = useMe();
  const isSignedIn = me.isSignedIn;
  const local = useLocalFavorites();
  const queryClient = useQueryClient();
  const userId = me.user?.id ?? null;
  const queryKey = favoritesQueryKey(userId);
  const server = useQuery(favoritesQueryOptions(userId));

  const mutation = useMutation({
    mutationFn: async ({ team, add }: { team: FavoriteInput; add: boolean }) => {
      if (add) await addFavorite(team.id);
      else await removeFavorite(team.id);
    },
    // The heart answers at once; a failure puts the old list back.
    onMutate: async ({ team, add }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<LocalFavorite[]>(queryKey);
      queryClient.setQueryData<LocalFavorite[]>(queryKey, (list = []) => {
        const others = list.filter((f) => f.id !== team.id);
        return add ? [...others, team] : others;
      });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
      failed();
    },
    onSuccess: (_data, { add }) => {
      if (add) toast.success(FAVORITE_TOASTS.added, FAVORITE_TOASTS.addedText);
      else toast.success(FAVORITE_TOASTS.removed);
    },
    // The push choices are one per favourite team (the server's list): the dashboard's
    // «Benachrichtigungen» kept a removed team's switches, and lacked an added one, until reloaded.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: pushPreferencesQueryOptions.queryKey }),
      ]),
  });

  const favorites: LocalFavorite[] = isSignedIn ? (server.data ?? []) : local;

  function isFavorite(teamId: string): boolean {
    return favorites.some((f) => f.id === teamId);
  }

  function toggle(team: FavoriteInput) {
    const add = !isFavorite(team.id);
    if (isSignedIn) {
      mutation.mutate({ team, add });
      return;
    }
    try {
      const current = readLocalFavorites();
      writeLocalFavorites(
        add ? [...current.filter((f) => f.id !== team.id), team] : current.filter((f) => f.id !== team.id),
      );
      if (add) toast.success(FAVORITE_TOASTS.added, FAVORITE_TOASTS.addedTextVisitor);
      else toast.success(FAVORITE_TOASTS.removed);
    } catch {
      failed();
    }
  }

  return {
    favorites,
    isSignedIn,
    /** True until it is known whose favourites to show and they are loaded. */
    isLoading: me.isLoading || (isSignedIn && server.isLoading),
    isError: isSignedIn && server.isError,
    refetch: server.refetch,
    isFavorite,
    toggle,
    isPending: mutation.isPending,
  };
}
