import { queryOptions } from "@tanstack/react-query";
import type { TeamCoachesResponse, TeamPlayersResponse, TeamResponse } from "#shared/teams/types.ts";
import { api } from "../../lib/api.ts";

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
