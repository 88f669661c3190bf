import { apiPath, type DeletedResponse } from "../http.ts";
import type { ManageBoardMemberResponse, ManageBoardMembersResponse } from "./types.ts";

// Paths of the board management endpoints (the public list is clubPaths.board).

export const boardPaths = {
  clubBoard: (clubId: string) =>
    apiPath<ManageBoardMembersResponse>`/api/manage/clubs/${clubId}/board-members`,
  create: (clubId: string) => apiPath<ManageBoardMemberResponse>`/api/manage/clubs/${clubId}/board-members`,
  update: (memberId: string) => apiPath<ManageBoardMemberResponse>`/api/manage/board-members/${memberId}`,
  image: (memberId: string) =>
    apiPath<ManageBoardMemberResponse>`/api/manage/board-members/${memberId}/image`,
  remove: (memberId: string) => apiPath<DeletedResponse>`/api/manage/board-members/${memberId}`,
};
