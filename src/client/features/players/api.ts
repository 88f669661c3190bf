import { queryOptions } from "@tanstack/react-query";
import { playerPaths } from "#shared/players/paths.ts";
import type { PlayerInput } from "#shared/players/schema.ts";
import { api } from "../../lib/api.ts";
import { MANAGE_KEY, useManageWrite } from "../../lib/manage-write.ts";

export function playerQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: ["players", playerId],
    queryFn: async () => (await api(playerPaths.detail(playerId))).player,
  });
}

export const managePlayersQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE_KEY, clubId, "players"],
    queryFn: () => api(playerPaths.clubPlayers(clubId)).then((r) => r.players),
  });

export function useSavePlayer(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: PlayerInput }) =>
    id
      ? api(playerPaths.update(id), { method: "PATCH", body: input })
      : api(playerPaths.create(clubId), { method: "POST", body: input }),
  );
}

export function useDeletePlayer() {
  return useManageWrite((id: string) => api(playerPaths.remove(id), { method: "DELETE" }));
}
