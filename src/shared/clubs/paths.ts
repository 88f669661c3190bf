import { apiPath, type DeletedResponse, withQuery } from "../http.ts";
import type { NewsListResponse } from "../news/types.ts";
import type {
  ClubBoardResponse,
  ClubFixturesResponse,
  ClubListResponse,
  ClubResponse,
  ClubTeamsResponse,
  ManageClubResponse,
} from "./types.ts";

// Paths of the club endpoints, public and management.

export const clubPaths = {
  list: (query: { search?: string | undefined; page: number; pageSize: number }) =>
    withQuery(apiPath<ClubListResponse>`/api/clubs`, {
      page: query.page,
      pageSize: query.pageSize,
      search: query.search || undefined,
    }),
  detail: (clubId: string) => apiPath<ClubResponse>`/api/clubs/${clubId}`,
  teams: (clubId: string) => apiPath<ClubTeamsResponse>`/api/clubs/${clubId}/teams`,
  /** Each team's next and last match. */
  fixtures: (clubId: string) => apiPath<ClubFixturesResponse>`/api/clubs/${clubId}/fixtures`,
  board: (clubId: string) => apiPath<ClubBoardResponse>`/api/clubs/${clubId}/board`,
  news: (clubId: string) => apiPath<NewsListResponse>`/api/clubs/${clubId}/news`,
  /** GET and PATCH of the club's info in the management. */
  manage: (clubId: string) => apiPath<ManageClubResponse>`/api/manage/clubs/${clubId}`,
  manageImage: (clubId: string, which: "logo" | "stadium-image") =>
    apiPath<ManageClubResponse>`/api/manage/clubs/${clubId}/${which}`,
  remove: (clubId: string) => apiPath<DeletedResponse>`/api/manage/clubs/${clubId}`,
};
