import { queryOptions } from "@tanstack/react-query";
import type { PlayerResponse } from "#shared/players/types.ts";
import { api } from "../../lib/api.ts";

export function playerQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: ["players", playerId],
    queryFn: async () => (await api<PlayerResponse>(`/api/players/${encodeURIComponent(playerId)}`)).player,
  });
}
