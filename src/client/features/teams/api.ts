import { queryOptions } from "@tanstack/react-query";
import { teamPaths } from "#shared/teams/paths.ts";
import { api } from "../../lib/api.ts";

export function teamQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ["teams", teamId],
    queryFn: async () => (await api(teamPaths.detail(teamId))).team,
  });
}

export function teamPlayersQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ["teams", teamId, "players"],
    queryFn: async () => (await api(teamPaths.players(teamId))).players,
  });
}

export function teamCoachesQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: ["teams", teamId, "coaches"],
    queryFn: async () => (await api(teamPaths.coaches(teamId))).coaches,
  });
}
