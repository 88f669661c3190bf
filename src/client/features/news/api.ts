import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { DeletedResponse, ManageNewsListResponse, ManageNewsResponse } from "#shared/api/manage.ts";
import { NEWS_LIST_LIMIT } from "#shared/constants.ts";
import type { NewsPostInput } from "#shared/news/schema.ts";
import type { NewsListResponse, NewsResponse } from "#shared/news/types.ts";
import { api } from "../../lib/api.ts";
import { MANAGE_KEY, useManageWrite } from "../../lib/manage-write.ts";

export function newsListQueryOptions(search: string) {
  return queryOptions({
    queryKey: ["news", "list", { search }],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: String(NEWS_LIST_LIMIT) });
      if (search) params.set("search", search);
      return (await api<NewsListResponse>(`/api/news?${params}`, { signal })).news;
    },
    placeholderData: keepPreviousData,
  });
}

export function newsQueryOptions(newsId: string) {
  return queryOptions({
    queryKey: ["news", newsId],
    queryFn: async () => (await api<NewsResponse>(`/api/news/${encodeURIComponent(newsId)}`)).news,
  });
}

export const manageNewsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: [MANAGE_KEY, clubId, "news"],
    queryFn: () => api<ManageNewsListResponse>(`/api/manage/clubs/${clubId}/news`).then((r) => r.news),
  });

export function useSaveNews(clubId: string) {
  return useManageWrite(({ id, input }: { id: string | null; input: NewsPostInput }) =>
    id
      ? api<ManageNewsResponse>(`/api/manage/news/${id}`, { method: "PATCH", body: input })
      : api<ManageNewsResponse>(`/api/manage/clubs/${clubId}/news`, { method: "POST", body: input }),
  );
}

export function useToggleNews() {
  return useManageWrite((id: string) =>
    api<ManageNewsResponse>(`/api/manage/news/${id}/toggle-publish`, { method: "POST" }),
  );
}

export function useDeleteNews() {
  return useManageWrite((id: string) => api<DeletedResponse>(`/api/manage/news/${id}`, { method: "DELETE" }));
}
