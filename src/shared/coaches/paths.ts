import { apiPath, type DeletedResponse } from "../http.ts";
import type { ManageCoachesResponse, ManageCoachResponse } from "./types.ts";

// Paths of the coach management endpoints (the public list is teamPaths.coaches).

export const coachPaths = {
  teamCoaches: (teamId: string) => apiPath<ManageCoachesResponse>`/api/manage/teams/${teamId}/coaches`,
  create: (teamId: string) => apiPath<ManageCoachResponse>`/api/manage/teams/${teamId}/coaches`,
  update: (coachId: string) => apiPath<ManageCoachResponse>`/api/manage/coaches/${coachId}`,
  remove: (coachId: string) => apiPath<DeletedResponse>`/api/manage/coaches/${coachId}`,
};
