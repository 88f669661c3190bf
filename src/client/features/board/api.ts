import { queryOptions } from "@tanstack/react-query";
import { boardPaths } from "#shared/board/paths.ts";
import type { BoardMemberInput } from "#shared/board/schema.ts";
import { api } from "../../lib/api.ts";
import { MANAGE_KEY, useManageWrite } from "../../lib/manage-write.ts";

export const manageBoardQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE_KEY, clubId, "board"],
    queryFn: () => api(boardPaths.clubBoard(clubId)).then((r) => r.boardMembers),
  });

export function useSaveBoardMember(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: BoardMemberInput }) =>
    id
      ? api(boardPaths.update(id), { method: "PATCH", body: input })
      : api(boardPaths.create(clubId), { method: "POST", body: input }),
  );
}

export function useSaveBoardMemberImage() {
  return useManageWrite(({ id, url }: { id: string; url: string | null }) =>
    api(boardPaths.image(id), { method: "PUT", body: { url } }),
  );
}

export function useDeleteBoardMember() {
  return useManageWrite((id: string) => api(boardPaths.remove(id), { method: "DELETE" }));
}
