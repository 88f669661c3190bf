import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/** Every query of the club management lives under this first key segment. */
export const MANAGE_KEY = "manage";

/**
 * A management write. Afterwards every management list reloads (a deleted team takes its
 * players and coaches along), and every other cached query is marked stale so the public
 * pages (club, team, player, news) fetch fresh data the next time they are opened.
 * `refresh` names one more query to reload at once (the club name and logo in the signed-in user).
 */
export function useManageWrite<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  options: { refresh?: QueryKey } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== MANAGE_KEY,
        refetchType: "none",
      });
      if (options.refresh) await queryClient.invalidateQueries({ queryKey: options.refresh });
      await queryClient.invalidateQueries({ queryKey: [MANAGE_KEY] });
    },
  });
}
