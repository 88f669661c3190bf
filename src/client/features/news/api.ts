import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { NEWS_LIST_LIMIT } from "#shared/constants.ts";
import { newsPaths } from "#shared/news/paths.ts";
import { api } from "../../lib/api.ts";

export function newsListQueryOptions(search: string) {
  return queryOptions({
    queryKey: ["news", "list", { search }],
    queryFn: async ({ signal }) =>
      (await api(newsPaths.list({ limit: NEWS_LIST_LIMIT, search }), { signal })).news,
    placeholderData: keepPreviousData,
  });
}

export function newsQueryOptions(newsId: string) {
  return queryOptions({
    queryKey: ["news", newsId],
    queryFn: async () => (await api(newsPaths.detail(newsId))).news,
  });
}
