import { queryOptions } from "@tanstack/react-query";
import { teamPaths } from "#shared/teams/paths.ts";
import type { TeamInput } from "#shared/teams/schema.ts";
import type { ManageTeam } from "#shared/teams/types.ts";
import { compareNames } from "#shared/text/compare-names.ts";
import { api } from "../../lib/api.ts";
import { MANAGE_KEY, useManageWrite } from "../../lib/manage-write.ts";

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

export const manageTeamsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE_KEY, clubId, "teams"],
    queryFn: () => api(teamPaths.clubTeams(clubId)).then((r) => r.teams),
  });

export function useSaveTeam(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: TeamInput }) =>
    id
      ? api(teamPaths.update(id), { method: "PATCH", body: input })
      : api(teamPaths.create(clubId), { method: "POST", body: input }),
  );
}

export function useDeleteTeam() {
  return useManageWrite((id: string) => api(teamPaths.remove(id), { method: "DELETE" }));
}

/** Team pickers list teams by name ("1. Mannschaft" before "Junioren B"); the team tab lists newest first. */
export function teamsByName(teams: readonly ManageTeam[]): ManageTeam[] {
  return [...teams].sort((a, b) => compareNames(a.name, b.name));
}
