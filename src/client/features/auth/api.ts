import { queryOptions, useQuery } from "@tanstack/react-query";
import { accountPaths } from "#shared/account/paths.ts";
import type { Me } from "#shared/account/types.ts";
import { ApiError, api } from "../../lib/api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

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

/**
 * Whether the mail's reset link is known to no longer work (expired or used: the server's 404).
 * The reset page asks when it opens, so no one types a new password twice for a dead link.
 * Anything else (offline, a failure) leaves the form, whose own sending then decides.
 */
export function useResetLinkGone(token: string): boolean {
  const query = useQuery({
    queryKey: ["reset-link", token],
    queryFn: () => api(accountPaths.resetLink(token)),
    enabled: token !== "",
    retry: false,
  });
  return query.error instanceof ApiError && query.error.status === 404;
}
