import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { pushPaths } from "#shared/push/paths.ts";
import type { PushPreferencesInput } from "#shared/push/schema.ts";
import { api } from "../../lib/api.ts";

export const pushPreferencesQueryOptions = queryOptions({
  queryKey: ["push", "preferences"],
  queryFn: async () => (await api(pushPaths.preferences())).teams,
});

export const pushNotificationsQueryOptions = queryOptions({
  queryKey: ["push", "notifications"],
  queryFn: async () => (await api(pushPaths.notifications())).notifications,
  // New notifications arrive while the dashboard is open.
  refetchInterval: 60_000,
});

export function useSavePushPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, input }: { teamId: string; input: PushPreferencesInput }) =>
      api(pushPaths.teamPreferences(teamId), { method: "PUT", body: input }),
    // An answer speaks for its own team only: two teams saved at once may answer out of order,
    // and the earlier answer's list would take the later team's choice back.
    onSuccess: (data, { teamId }) =>
      client.setQueryData(pushPreferencesQueryOptions.queryKey, (teams) => {
        const saved = data.teams.find((team) => team.teamId === teamId);
        if (!teams) return data.teams;
        return saved ? teams.map((team) => (team.teamId === teamId ? saved : team)) : teams;
      }),
  });
}

// Signing out (features/auth) takes this device out of push first: push-device.ts is internal.
export { signOutDevice } from "./push-device.ts";
