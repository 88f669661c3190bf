import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiKeyPaths } from "#shared/api-keys/paths.ts";
import type { CreateApiKeyInput } from "#shared/api-keys/schema.ts";
import { api } from "../../lib/api.ts";

// Queries and writes of the card 'API-Schlüssel' in 'Mein Verein'.

export const apiKeysQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["manage", clubId, "api-keys"],
    queryFn: () => api(apiKeyPaths.list(clubId)).then((r) => r.apiKeys),
  });

function useKeyWrite<V, R>(clubId: string, mutationFn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["manage", clubId, "api-keys"] }),
  });
}

export function useCreateApiKey(clubId: string) {
  return useKeyWrite(clubId, (input: CreateApiKeyInput) =>
    api(apiKeyPaths.create(clubId), { method: "POST", body: input }),
  );
}

export function useRevokeApiKey(clubId: string) {
  return useKeyWrite(clubId, (id: string) => api(apiKeyPaths.revoke(clubId, id), { method: "DELETE" }));
}
