import { queryOptions } from "@tanstack/react-query";
import type { DeletedResponse, ManagePlayerResponse, ManagePlayersResponse } from "#shared/api/manage.ts";
import type { PlayerInput } from "#shared/players/schema.ts";
import type { PlayerResponse } from "#shared/players/types.ts";
import { api } from "../../lib/api.ts";
import { MANAGE_KEY, useManageWrite } from "../../lib/manage-write.ts";

export function playerQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: ["players", playerId],
    queryFn: async () => (await api<PlayerResponse>(`/api/players/${encodeURIComponent(playerId)}`)).player,
  });
}

export const managePlayersQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE_KEY, clubId, "players"],
    queryFn: () => api<ManagePlayersResponse>(`/api/manage/clubs/${clubId}/players`).then((r) => r.players),
  });

export function useSavePlayer(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: PlayerInput }) =>
    id
      ? api<ManagePlayerResponse>(`/api/manage/players/${id}`, { method: "PATCH", body: input })
      : api<ManagePlayerResponse>(`/api/manage/clubs/${clubId}/players`, { method: "POST", body: input }),
  );
}

export function useDeletePlayer() {
  return useManageWrite((id: string) =>
    api<DeletedResponse>(`/api/manage/players/${id}`, { method: "DELETE" }),
  );
}
