import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { clubPaths } from "#shared/clubs/paths.ts";
import { SEARCH_TERM_MAX } from "#shared/search/search-term.ts";
import { api } from "../../lib/api.ts";

export const CLUBS_PAGE_SIZE = 24;

export function clubListQueryOptions(searched: string, page: number) {
  // A link may carry a longer term than the server takes (it answers 400): its start is searched.
  const search = searched.slice(0, SEARCH_TERM_MAX).trim();
  return queryOptions({
    queryKey: ["clubs", "list", { search, page }],
    // The answer keeps its term: while the next term's results load, the last ones stay on
    // screen, and what the page says about them must name their term, not the one being typed.
    queryFn: async ({ signal }) => ({
      ...(await api(clubPaths.list({ search, page, pageSize: CLUBS_PAGE_SIZE }), { signal })),
      search,
    }),
    // Typing in the search keeps the last result on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export function clubQueryOptions(clubId: string) {
  return queryOptions({
    queryKey: ["clubs", clubId],
    queryFn: async () => (await api(clubPaths.detail(clubId))).club,
  });
}

export function clubTeamsQueryOptions(clubId: string) {
  return queryOptions({
    queryKey: ["clubs", clubId, "teams"],
    queryFn: async () => (await api(clubPaths.teams(clubId))).teams,
  });
}

export function clubBoardQueryOptions(clubId: string) {
  return queryOptions({
    queryKey: ["clubs", clubId, "board"],
    queryFn: async () => (await api(clubPaths.board(clubId))).boardMembers,
  });
}

export function clubNewsQueryOptions(clubId: string) {
  return queryOptions({
    queryKey: ["news", "club", clubId],
    queryFn: async () => (await api(clubPaths.news(clubId))).news,
  });
}
