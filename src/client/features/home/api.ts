import { queryOptions } from "@tanstack/react-query";
import { matchPaths } from "#shared/matches/paths.ts";
import { newsPaths } from "#shared/news/paths.ts";
import { api } from "../../lib/api.ts";

/** The newest published news, of some clubs when `clubIds` is set. */
export function latestNewsQueryOptions(clubIds: string[] | null, limit: number) {
  const ids = clubIds ? [...new Set(clubIds)].sort() : null;
  return queryOptions({
    queryKey: ["news", "latest", { clubIds: ids, limit }],
    queryFn: async () => {
      return (await api(newsPaths.list({ limit, clubIds: ids }))).news;
    },
  });
}

/** How many matches the start page's hero shows (live first, then the next ones). */
export const HERO_MATCH_COUNT = 3;

/** Matches being played now; polled, so the teaser notices a kickoff or final whistle. */
export const liveMatchesQueryOptions = queryOptions({
  queryKey: ["matches", "live", "home-teaser"],
  queryFn: async () => (await api(matchPaths.list({ scope: "live", limit: 5 }))).matches,
  refetchInterval: 15_000,
});

export function matchEventsQueryOptions(matchId: string) {
  return queryOptions({
    queryKey: ["matches", matchId, "events"],
    queryFn: async () => (await api(matchPaths.events(matchId))).events,
    refetchInterval: 15_000,
  });
}
