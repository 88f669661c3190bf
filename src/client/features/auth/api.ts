import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { accountPaths } from "#shared/account/paths.ts";
import type { SignInInput } from "#shared/account/schema.ts";
import type { Me } from "#shared/account/types.ts";
import type { AccountType } from "#shared/constants.ts";
import { ApiError, api } from "../../lib/api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { toast } from "../../ui/toast.tsx";
import { signOutDevice } from "../push/api.ts";

const NO_CLUBS: Me["clubs"] = [];

export const meQueryOptions = queryOptions({
  queryKey: ["me"],
  queryFn: () => api(accountPaths.me()),
  staleTime: 60_000,
});

/**
 * The auth state: loading, then signed out (user null) or signed in (user plus profile). The
 * server renders every page as an anonymous visitor whose state is still loading, and so does
 * the browser while it hydrates that HTML (useHydrated).
 */
export function useMe() {
  const query = useQuery(meQueryOptions);
  const isHydrated = useHydrated();
  const me = isHydrated ? query.data : undefined;
  return {
    isLoading: !isHydrated || query.isLoading,
    isError: isHydrated && query.isError,
    /**
     * Not known for want of a connection (the query waits for one, or failed on the network):
     * a page that needs the account waits instead of sending the visitor away.
     */
    isUnreachable:
      me === undefined &&
      (query.fetchStatus === "paused" || (query.error instanceof ApiError && query.error.code === "network")),
    refetch: query.refetch,
    user: me?.user ?? null,
    profile: me?.profile ?? null,
    /**
     * Every club of the account. Which one the management shows (a person may be in several) is
     * `useManagedClub` (features/manage): read «your club» there, not the first of these.
     */
    clubs: me?.clubs ?? NO_CLUBS,
    isSignedIn: Boolean(me?.user),
    isClub: me?.profile?.accountType === "club",
    /** Member of a club's team (any role, also a fan account that accepted an invite). */
    canManage: (me?.clubs.length ?? 0) > 0,
    profileCreated: me?.profileCreated ?? false,
    /** Belongs to the league office («Spielleitung»): the console at /spielleitung. */
    isLeagueOffice: me?.leagueOffice ?? false,
  };
}

export interface SignUpForm {
  email: string;
  password: string;
  username: string;
  accountType: AccountType;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api(accountPaths.signIn(), { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    // The registration form sends the username as full name (spec §3).
    mutationFn: (input: SignUpForm) =>
      api(accountPaths.signUp(), {
        method: "POST",
        body: { ...input, name: input.username, fullName: input.username, newsletterOptIn: false },
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** After a failed sign-out the device has left push all the same: the fan hears it, and where to undo it. */
const PUSH_LEFT_BUT_SIGNED_IN =
  "Du bist noch angemeldet, aber Benachrichtigungen sind auf diesem Gerät jetzt aus. Schalte sie unter «Mein Dashboard» wieder ein.";

/**
 * Signs out and says so; goes to `target`: "/" from the avatar menu, "/auth" from the sign-out
 * page /auth/logout (the phone's menu goes there), a page that needs no session. Plain async
 * code rather than mutation callbacks, because the menu that starts it unmounts as soon as the
 * user is signed out.
 */
export function useLogout(target: "/" | "/auth") {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    // The device leaves push while the session still allows it (the delete is the account's),
    // and before the session ends, so no signed-out browser keeps getting the account's alerts.
    mutationFn: async (device: { leftPush: boolean }) => {
      device.leftPush = await signOutDevice();
      return api(accountPaths.signOut(), { method: "POST", body: {} });
    },
  });
  /** False when the sign-out failed (the user is still signed in, and was told so). */
  const logout = async (): Promise<boolean> => {
    // Leave a page that requires a session before the session ends, committed at once: as a
    // transition the old page stayed on screen while the start page loaded its data, saw the
    // session end and sent the visitor to the sign-in page instead.
    if (target === "/") await navigate("/", { flushSync: true });
    const device = { leftPush: false };
    try {
      await mutation.mutateAsync(device);
    } catch {
      toast.error("Abmeldung fehlgeschlagen", device.leftPush ? PUSH_LEFT_BUT_SIGNED_IN : undefined);
      return false;
    }
    queryClient.setQueryData(meQueryOptions.queryKey, {
      user: null,
      profile: null,
      club: null,
      clubs: [],
      profileCreated: false,
      leagueOffice: false,
    });
    toast.success("Erfolgreich abgemeldet");
    // Every open query reloads as a visitor's, in the background: waiting for them held the
    // toast back for seconds.
    void queryClient.invalidateQueries();
    // In place of the sign-out page: «Zurück» does not sign out once more.
    if (target === "/auth") await navigate("/auth", { replace: true });
    return true;
  };
  return { logout, isPending: mutation.isPending };
}
