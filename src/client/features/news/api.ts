import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { NewsListResponse, NewsResponse } from "#shared/api/news.ts";
import { NEWS_LIST_LIMIT } from "#shared/constants.ts";
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

/** The newest published news, of some clubs when `clubIds` is set. */
export function latestNewsQueryOptions(clubIds: string[] | null, limit: number) {
  const ids = clubIds ? [...new Set(clubIds)].sort() : null;
  return queryOptions({
    queryKey: ["news", "latest", { clubIds: ids, limit }],
    queryFn: async () => {
      const params = new URLSearchParams({ limit: String(limit) });
      if (ids) params.set("clubIds", ids.join(","));
      return (await api<NewsListResponse>(`/api/news?${params}`)).news;
    },
  });
}
