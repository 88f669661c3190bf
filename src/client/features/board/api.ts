import { queryOptions } from "@tanstack/react-query";
import type {
  DeletedResponse,
  ManageBoardMemberResponse,
  ManageBoardMembersResponse,
} from "#shared/api/manage.ts";
import type { BoardMemberInput } from "#shared/board/schema.ts";
import { api } from "../../lib/api.ts";
import { MANAGE_KEY, useManageWrite } from "../../lib/manage-write.ts";

export const manageBoardQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE_KEY, clubId, "board"],
    queryFn: () =>
      api<ManageBoardMembersResponse>(`/api/manage/clubs/${clubId}/board-members`).then(
        (r) => r.boardMembers,
      ),
  });

export function useSaveBoardMember(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: BoardMemberInput }) =>
    id
      ? api<ManageBoardMemberResponse>(`/api/manage/board-members/${id}`, { method: "PATCH", body: input })
      : api<ManageBoardMemberResponse>(`/api/manage/clubs/${clubId}/board-members`, {
          method: "POST",
          body: input,
        }),
  );
}

export function useSaveBoardMemberImage() {
  return useManageWrite(({ id, url }: { id: string; url: string | null }) =>
    api<ManageBoardMemberResponse>(`/api/manage/board-members/${id}/image`, { method: "PUT", body: { url } }),
  );
}

export function useDeleteBoardMember() {
  return useManageWrite((id: string) =>
    api<DeletedResponse>(`/api/manage/board-members/${id}`, { method: "DELETE" }),
  );
}
