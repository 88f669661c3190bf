import { queryOptions } from "@tanstack/react-query";
import type { DeletedResponse, ManageCoachesResponse, ManageCoachResponse } from "#shared/api/manage.ts";
import type { CoachInput } from "#shared/coaches/schema.ts";
import { api } from "../../lib/api.ts";
import { MANAGE_KEY, useManageWrite } from "../../lib/manage-write.ts";

export const manageCoachesQueryOptions = (teamId: string) =>
  queryOptions({
    queryKey: [MANAGE_KEY, "team", teamId, "coaches"],
    queryFn: () => api<ManageCoachesResponse>(`/api/manage/teams/${teamId}/coaches`).then((r) => r.coaches),
  });

export function useSaveCoach() {
  return useManageWrite(
    ({ id, teamId, input }: { id: string | null; teamId: string | null; input: CoachInput }) =>
      id
        ? api<ManageCoachResponse>(`/api/manage/coaches/${id}`, { method: "PATCH", body: input })
        : api<ManageCoachResponse>(`/api/manage/teams/${encodeURIComponent(teamId ?? "null")}/coaches`, {
            method: "POST",
            body: input,
          }),
  );
}

export function useDeleteCoach() {
  return useManageWrite((id: string) =>
    api<DeletedResponse>(`/api/manage/coaches/${id}`, { method: "DELETE" }),
  );
}
