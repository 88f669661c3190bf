import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useQuery,
} from "@tanstack/react-query";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchEventView, MatchPageResponse, MatchSummary } from "#shared/matches/types.ts";
import { compareCodeUnits } from "#shared/text/compare-names.ts";
import { api } from "../../lib/api.ts";

// Queries of matches, their events, reports and line-ups, and the cache updates after a change.
// The live feature uses the same queries (and its stream updates these caches); the writes are in
// manage-api.ts. Keys:
//   ["matches", id]                 one match (MatchSummary)
//   ["matches", id, "events"]       its timeline (also read by the home teaser)
//   ["matches", id, "lineups" | "report" | "manage-report"]
//   ["matches", "schedule", scope]  public schedule lists, in pages (MatchPageResponse)
//   ["matches", "live", "list"]     the live list page
//   ["matches", "live", "home-teaser"] the home page's first few, polled
//   ["matches", "club", clubId, …]  the club's schedule and team options

export const matchQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId],
    queryFn: async () => (await api(matchPaths.detail(matchId))).match,
  });

export const matchEventsQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "events"],
    queryFn: async () => (await api(matchPaths.events(matchId))).events,
  });

export const matchLineupsQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "lineups"],
    queryFn: () => api(matchPaths.lineups(matchId)),
  });

export const matchReportQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "report"],
    queryFn: async () => (await api(matchPaths.report(matchId))).report,
  });

/** Matches per page of /spielplan: 24 fills the grid's one, two and three columns evenly. */
export const SCHEDULE_PAGE_SIZE = 24;

/** /spielplan's list, read page by page ('Weitere Spiele laden'). */
export const scheduleQueryOptions = (scope: "upcoming" | "past") =>
  infiniteQueryOptions({
    queryKey: ["matches", "schedule", scope],
    queryFn: ({ pageParam }) => api(matchPaths.list({ scope, limit: SCHEDULE_PAGE_SIZE, after: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const liveMatchesQueryOptions = queryOptions({
  queryKey: ["matches", "live", "list"],
  queryFn: async () => (await api(matchPaths.list({ scope: "live", limit: 50 }))).matches,
});

/** The first few matches being played now; polled, so the home teaser notices a kickoff or final whistle. */
export const liveTeaserQueryOptions = queryOptions({
  queryKey: ["matches", "live", "home-teaser"],
  queryFn: async () => (await api(matchPaths.list({ scope: "live", limit: 5 }))).matches,
  refetchInterval: 15_000,
});

export const clubMatchesQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["matches", "club", clubId],
    queryFn: async () => (await api(matchPaths.clubMatches(clubId))).matches,
  });

export const matchTeamOptionsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["matches", "club", clubId, "team-options"],
    queryFn: () => api(matchPaths.teamOptions(clubId)),
  });

export const manageReportQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "manage-report"],
    queryFn: async () => (await api(matchPaths.manageReport(matchId))).report,
  });

/** Puts a changed match into every cache that shows it; lists whose membership may change reload. */
export function applyMatchUpdate(queryClient: QueryClient, match: MatchSummary): void {
  queryClient.setQueryData(matchQueryOptions(match.id).queryKey, match);
  queryClient.setQueriesData<MatchSummary[]>({ queryKey: ["matches", "club"] }, (list) =>
    Array.isArray(list) ? list.map((m) => (m.id === match.id ? match : m)) : list,
  );
  queryClient.setQueriesData<InfiniteData<MatchPageResponse, string | null>>(
    { queryKey: ["matches", "schedule"] },
    (list) =>
      list && {
        ...list,
        pages: list.pages.map((page) => ({
          ...page,
          matches: page.matches.map((m) => (m.id === match.id ? match : m)),
        })),
      },
  );
  const live = queryClient.getQueryData<MatchSummary[]>(liveMatchesQueryOptions.queryKey);
  if (live) {
    const isListed = live.some((m) => m.id === match.id);
    if (isListed && match.status === "live") {
      queryClient.setQueryData(
        liveMatchesQueryOptions.queryKey,
        live.map((m) => (m.id === match.id ? match : m)),
      );
    } else if (isListed !== (match.status === "live")) {
      void queryClient.invalidateQueries({ queryKey: liveMatchesQueryOptions.queryKey });
    }
  }
}

function sortEvents(events: MatchEventView[]): MatchEventView[] {
  return [...events].sort(
    (a, b) =>
      a.minute - b.minute ||
      (a.addedMinute ?? 0) - (b.addedMinute ?? 0) ||
      compareCodeUnits(a.createdAt, b.createdAt) ||
      compareCodeUnits(a.id, b.id),
  );
}

/** Adds or replaces an event in its match's timeline cache. */
export function applyEventUpsert(queryClient: QueryClient, event: MatchEventView): void {
  queryClient.setQueryData<MatchEventView[]>(matchEventsQueryOptions(event.matchId).queryKey, (list) =>
    list ? sortEvents([...list.filter((e) => e.id !== event.id), event]) : list,
  );
  // Texts and running scores after the event are derived on the server: reload the timeline.
  void queryClient.invalidateQueries({ queryKey: matchEventsQueryOptions(event.matchId).queryKey });
  // Goals and cards change the players' statistics in the line-up popup.
  void queryClient.invalidateQueries({ queryKey: matchLineupsQueryOptions(event.matchId).queryKey });
}

export function applyEventDelete(queryClient: QueryClient, matchId: string, eventId: string): void {
  queryClient.setQueryData<MatchEventView[]>(matchEventsQueryOptions(matchId).queryKey, (list) =>
    list ? list.filter((e) => e.id !== eventId) : list,
  );
  void queryClient.invalidateQueries({ queryKey: matchEventsQueryOptions(matchId).queryKey });
  void queryClient.invalidateQueries({ queryKey: matchLineupsQueryOptions(matchId).queryKey });
}

export const matchHistoryQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "history"],
    queryFn: async () => (await api(matchPaths.history(matchId))).entries,
  });

export const matchChangeNotesQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["matches", "club", clubId, "notes"],
    queryFn: async () => (await api(matchPaths.changeNotes(clubId))).notes,
  });

/** Proposed changes to the club's agreed matches (issue 27 §4): pending ones and recent answers. */
export const clubProposalsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["matches", "club", clubId, "proposals"],
    queryFn: async () => (await api(matchPaths.clubProposals(clubId))).proposals,
  });

/** A request waiting for this club's answer (the other club created it). */
export function isOpenRequestFor(match: MatchSummary, clubId: string): boolean {
  return match.acceptance === "requested" && match.createdByClubId !== clubId;
}

/** How many requests wait for this club's answer (the count on the 'Spielplan' tab). */
export function useOpenRequestCount(clubId: string): number {
  const matches = useQuery(clubMatchesQueryOptions(clubId));
  return matches.data?.filter((m) => isOpenRequestFor(m, clubId)).length ?? 0;
}
