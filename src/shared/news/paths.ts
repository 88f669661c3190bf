import { apiPath, type DeletedResponse, withQuery } from "../http.ts";
import type { ManageNewsListResponse, ManageNewsResponse, NewsPageResponse, NewsResponse } from "./types.ts";

// Paths of the news endpoints, public and management.

export const newsPaths = {
  /** Published news, newest first; `clubIds` narrows it to some clubs. */
  list: (query: {
    limit?: number | undefined;
    search?: string | undefined;
    clubIds?: readonly string[] | null | undefined;
    /** The `nextCursor` of the page before. */
    after?: string | null | undefined;
  }) =>
    withQuery(apiPath<NewsPageResponse>`/api/news`, {
      limit: query.limit,
      search: query.search || undefined,
      clubIds: query.clubIds?.join(","),
      after: query.after ?? undefined,
    }),
  detail: (newsId: string) => apiPath<NewsResponse>`/api/news/${newsId}`,
  clubNews: (clubId: string) => apiPath<ManageNewsListResponse>`/api/manage/clubs/${clubId}/news`,
  create: (clubId: string) => apiPath<ManageNewsResponse>`/api/manage/clubs/${clubId}/news`,
  update: (newsId: string) => apiPath<ManageNewsResponse>`/api/manage/news/${newsId}`,
  togglePublish: (newsId: string) => apiPath<ManageNewsResponse>`/api/manage/news/${newsId}/toggle-publish`,
  remove: (newsId: string) => apiPath<DeletedResponse>`/api/manage/news/${newsId}`,
};
