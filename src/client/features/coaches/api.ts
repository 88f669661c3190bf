import { queryOptions } from "@tanstack/react-query";
import { coachPaths } from "#shared/coaches/paths.ts";
import type { CoachInput } from "#shared/coaches/schema.ts";
import { api } from "../../lib/api.ts";
import { MANAGE_KEY, useManageWrite } from "../../lib/manage-write.ts";

export const manageCoachesQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [MANAGE_KEY, "team", teamId, "coaches"],
    queryFn: () => api(coachPaths.teamCoaches(teamId)).then((r) => r.coaches),
  });

export function useSaveCoach() {
  return useManageWrite(
    ({ id, teamId, input }: { id: string | null; teamId: string | null; input: CoachInput }) =>
      id
        ? api(coachPaths.update(id), { method: "PATCH", body: input })
        : api(coachPaths.create(teamId ?? "null"), { method: "POST", body: input }),
  );
}

export function useDeleteCoach() {
  return useManageWrite((id: string) => api(coachPaths.remove(id), { method: "DELETE" }));
}
