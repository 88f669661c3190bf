import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { NEWS_LIST_LIMIT } from "#shared/constants.ts";
import type { NewsListResponse, NewsResponse } from "#shared/news/types.ts";
import { api } from "../../lib/api.ts";

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
