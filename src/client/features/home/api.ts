import { queryOptions } from "@tanstack/react-query";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import type { NewsListResponse } from "#shared/news/types.ts";
import { api } from "../../lib/api.ts";

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

/** Matches being played now; polled, so the teaser notices a kickoff or final whistle. */
export const liveMatchesQueryOptions = queryOptions({
  queryKey: ["matches", "live", "home-teaser"],
  queryFn: async () => (await api<{ matches: MatchSummary[] }>("/api/matches?scope=live&limit=5")).matches,
  refetchInterval: 15_000,
});

export function matchEventsQueryOptions(matchId: string) {
  return queryOptions({
    queryKey: ["matches", matchId, "events"],
    queryFn: async () =>
      (await api<{ events: MatchEventView[] }>(`/api/matches/${encodeURIComponent(matchId)}/events`)).events,
    refetchInterval: 15_000,
  });
}
