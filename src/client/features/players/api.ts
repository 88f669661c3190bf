import { queryOptions } from "@tanstack/react-query";
import { playerPaths } from "#shared/players/paths.ts";
import { api } from "../../lib/api.ts";

export function playerQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: ["players", playerId],
    queryFn: async () => (await api(playerPaths.detail(playerId))).player,
  });
}
