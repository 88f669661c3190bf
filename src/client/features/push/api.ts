import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PushPreferencesInput } from "#shared/push/schema.ts";
import type {
  PushNotificationsResponse,
  PushPreferencesResponse,
  PushPublicKeyResponse,
} from "#shared/push/types.ts";
import { api } from "../../lib/api.ts";

export const pushPreferencesQueryOptions = queryOptions({
  queryKey: ["push", "preferences"],
  queryFn: async () => (await api<PushPreferencesResponse>("/api/push/preferences")).teams,
});

export const pushNotificationsQueryOptions = queryOptions({
  queryKey: ["push", "notifications"],
  queryFn: async () => (await api<PushNotificationsResponse>("/api/push/notifications")).notifications,
  // New notifications arrive while the dashboard is open.
  refetchInterval: 60_000,
});

export function useSavePushPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, input }: { teamId: string; input: PushPreferencesInput }) =>
      api<PushPreferencesResponse>(`/api/push/preferences/${encodeURIComponent(teamId)}`, {
        method: "PUT",
        body: input,
      }),
    onSuccess: (data) => client.setQueryData(pushPreferencesQueryOptions.queryKey, data.teams),
  });
}

export async function fetchPushPublicKey(): Promise<string> {
  return (await api<PushPublicKeyResponse>("/api/push/public-key")).publicKey;
}

export async function saveSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await api("/api/push/subscriptions", { method: "POST", body: subscription });
}

export async function deleteSubscription(endpoint: string): Promise<void> {
  await api("/api/push/subscriptions", { method: "DELETE", body: { endpoint } });
}
