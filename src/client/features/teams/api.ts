import { queryOptions } from "@tanstack/react-query";
import type { DeletedResponse, ManageTeamResponse, ManageTeamsResponse } from "#shared/api/manage.ts";
import type { TeamInput } from "#shared/teams/schema.ts";
import type { TeamCoachesResponse, TeamPlayersResponse, TeamResponse } from "#shared/teams/types.ts";
import { api } from "../../lib/api.ts";
import { MANAGE_KEY, useManageWrite } from "../../lib/manage-write.ts";

export function teamQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ["teams", teamId],
    queryFn: async () => (await api<TeamResponse>(`/api/teams/${encodeURIComponent(teamId)}`)).team,
  });
}

export function teamPlayersQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ["teams", teamId, "players"],
    queryFn: async () =>
      (await api<TeamPlayersResponse>(`/api/teams/${encodeURIComponent(teamId)}/players`)).players,
  });
}

export function teamCoachesQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ["teams", teamId, "coaches"],
    queryFn: async () =>
      (await api<TeamCoachesResponse>(`/api/teams/${encodeURIComponent(teamId)}/coaches`)).coaches,
  });
}

export const manageTeamsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE_KEY, clubId, "teams"],
    queryFn: () => api<ManageTeamsResponse>(`/api/manage/clubs/${clubId}/teams`).then((r) => r.teams),
  });

export function useSaveTeam(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: TeamInput }) =>
    id
      ? api<ManageTeamResponse>(`/api/manage/teams/${id}`, { method: "PATCH", body: input })
      : api<ManageTeamResponse>(`/api/manage/clubs/${clubId}/teams`, { method: "POST", body: input }),
  );
}

export function useDeleteTeam() {
  return useManageWrite((id: string) =>
    api<DeletedResponse>(`/api/manage/teams/${id}`, { method: "DELETE" }),
  );
}
