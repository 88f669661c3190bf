import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { NEWS_LIST_LIMIT } from "#shared/constants.ts";
import { newsPaths } from "#shared/news/paths.ts";
import { SEARCH_TERM_MAX } from "#shared/search/search-term.ts";
import { api } from "../../lib/api.ts";

/**
 * /news: the published news, 100 a page ('Weitere News laden'), from the newest or from `after`
 * (an address's cursor); a new term keeps the old list shown meanwhile.
 */
export function newsListQueryOptions(search: string, after: string | null = null) {
  // A link may carry a longer term than the server takes (it answers 400): its start is searched.
  const term = search.slice(0, SEARCH_TERM_MAX).trim();
  return infiniteQueryOptions({
    queryKey: ["news", "list", { search: term, after }],
    queryFn: ({ pageParam, signal }) =>
      api(newsPaths.list({ limit: NEWS_LIST_LIMIT, search: term, after: pageParam }), { signal }),
    initialPageParam: after,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function newsQueryOptions(newsId: string) {
  return queryOptions({
    queryKey: ["news", newsId],
    queryFn: async () => (await api(newsPaths.detail(newsId))).news,
  });
}

/** The newest published news, of some clubs when `clubIds` is set. */
export function latestNewsQueryOptions(clubIds: string[] | null, limit: number) {
  const ids = clubIds ? [...new Set(clubIds)].sort() : null;
  return queryOptions({
    queryKey: ["news", "latest", { clubIds: ids, limit }],
    queryFn: async () => (await api(newsPaths.list({ limit, clubIds: ids }))).news,
  });
}
