import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  queryOptions,
} from "@tanstack/react-query";
import { clubPaths } from "#shared/clubs/paths.ts";
import type { ClubTeamFixtures } from "#shared/clubs/types.ts";
import type { LiveEventStats } from "#shared/live/stream-frames.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { ScheduleListQuery } from "#shared/matches/schedule-filter.ts";
import { fullTeamName, rederiveTimeline } from "#shared/matches/timeline.ts";
import type {
  LineupPlayer,
  MatchEventView,
  MatchLineups,
  MatchPageResponse,
  MatchSummary,
} from "#shared/matches/types.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { api, apiText } from "../../lib/api.ts";
import { serverNow, serverOffsetMs } from "../../lib/server-clock.ts";

// Queries of matches, their events, reports and line-ups, and the cache updates after a change.
// The live feature uses the same queries (and its stream updates these caches); the writes are in
// manage-api.ts. Keys:
//   ["matches", id]                 one match (MatchSummary)
//   ["matches", id, "events"]       its timeline (also read by the home teaser)
//   ["matches", id, "lineups" | "report" | "manage-report" | "telegramm"]
//   ["matches", "schedule", scope, filter, after]  /spielplan's tabs, in pages (MatchPageResponse)
//   ["matches", "live", "list"]     the live list page
//   ["matches", "live", "home-teaser"] the home page's first few
//   ["matches", "live", "schedule", filter] /spielplan's «Live» section
//   ["matches", "live", "favorites", teamIds] the dashboard's live favourites
//   ["matches", "club", clubId, …]  the club's schedule and team options
//   ["matches", "team", teamId, season]  a team page's season (TeamMatchesResponse)
//   ["matches", "club-fixtures", clubId] a club page's next and last match per team

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

/** The Matchtelegramm as plain text (a completed match only). */
export const matchTelegrammQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "telegramm"],
    queryFn: () => apiText(matchPaths.telegramm(matchId)),
  });

/** Matches per page of /spielplan: 24 fills the grid's one, two and three columns evenly. */
export const SCHEDULE_PAGE_SIZE = 24;

const NO_PAGE: MatchPageResponse = { matches: [], nextCursor: null };

/**
 * /spielplan's list of a tab with its filters, read page by page ('Weitere Spiele laden'), from
 * its start or from `after` (an address's cursor).
 */
export const scheduleQueryOptions = (
  scope: "upcoming" | "past",
  filter: ScheduleListQuery,
  after: string | null = null,
) =>
  infiniteQueryOptions({
    queryKey: ["matches", "schedule", scope, filter, after],
    // «Meine Favoriten» without favourites: no team, so no match (the API would read 'no filter').
    queryFn: ({ pageParam }) =>
      filter.teamIds?.length === 0
        ? NO_PAGE
        : api(matchPaths.list({ scope, limit: SCHEDULE_PAGE_SIZE, after: pageParam, ...filter })),
    initialPageParam: after,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The matches being played now that the schedule's filters let through (its «Live» section). */
export const scheduleLiveQueryOptions = (filter: ScheduleListQuery) =>
  queryOptions({
    queryKey: ["matches", "live", "schedule", filter],
    queryFn: async () =>
      filter.teamIds?.length === 0
        ? []
        : (await api(matchPaths.list({ scope: "live", limit: 50, ...filter }))).matches,
  });

/** The clubs /spielplan's filter offers, by name: the list's first page at the API's largest page size. */
const SCHEDULE_CLUB_CHOICES = 100;

export const scheduleClubChoicesQueryOptions = queryOptions({
  queryKey: ["clubs", "list", "schedule-choices"],
  queryFn: async () => (await api(clubPaths.list({ page: 1, pageSize: SCHEDULE_CLUB_CHOICES }))).clubs,
  staleTime: 5 * 60_000,
});

/** The prefix every list of live matches shares (see the keys above). */
export const LIVE_LISTS_KEY = ["matches", "live"] as const;

/**
 * The live lists without a filter and how many they read: one shorter than that holds every match
 * being played, so a live match it lacks is missing, not left out.
 */
const WHOLE_LIVE_LISTS = { list: 50, "home-teaser": 5 } as const;

export const liveMatchesQueryOptions = queryOptions({
  queryKey: ["matches", "live", "list"],
  queryFn: async () => (await api(matchPaths.list({ scope: "live", limit: WHOLE_LIVE_LISTS.list }))).matches,
});

/** The first few matches being played now; the start page follows them on the live stream. */
export const liveTeaserQueryOptions = queryOptions({
  queryKey: ["matches", "live", "home-teaser"],
  queryFn: async () =>
    (await api(matchPaths.list({ scope: "live", limit: WHOLE_LIVE_LISTS["home-teaser"] }))).matches,
});

/** A team page's season: its fixtures and results, and its group (null season: the current one). */
export const teamMatchesQueryOptions = (teamId: string, season: number | null = null) =>
  queryOptions({
    queryKey: ["matches", "team", teamId, season],
    queryFn: () => api(teamPaths.matches(teamId, { season })),
  });

/** A club page's next and last match of each team. */
export const clubFixturesQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["matches", "club-fixtures", clubId],
    queryFn: async () => (await api(clubPaths.fixtures(clubId))).teams,
  });

export const clubMatchesQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ["matches", "club", clubId],
    queryFn: async () => (await api(matchPaths.clubMatches(clubId))).matches,
  });

type MatchList = MatchSummary[] | MatchPageResponse | InfiniteData<MatchPageResponse, string | null>;

function listedMatches(data: unknown): MatchSummary[] | null {
  if (Array.isArray(data)) return data.every(isMatchSummary) ? data : null;
  if (isSchedulePages(data)) return data.pages.flatMap((page) => page.matches);
  if (typeof data === "object" && data !== null && "matches" in data && Array.isArray(data.matches)) {
    return data.matches;
  }
  return null;
}

function replaced(data: MatchList, match: MatchSummary): MatchList {
  const swap = (list: MatchSummary[]) => list.map((m) => (m.id === match.id ? match : m));
  if (Array.isArray(data)) return swap(data);
  if ("pages" in data)
    return { ...data, pages: data.pages.map((page) => ({ ...page, matches: swap(page.matches) })) };
  return { ...data, matches: swap(data.matches) };
}

/** A frame of a match no cache holds is a kickoff when the match started this recently. */
const KICKOFF_WINDOW_MS = 2 * 60_000;

/** A match live for longer that no live list holds is one the lists' filters leave out. */
function isFreshKickoff(match: MatchSummary): boolean {
  if (match.status !== "live" || match.startedAt === null) return false;
  return serverNow().getTime() - Date.parse(match.startedAt) < KICKOFF_WINDOW_MS;
}

/**
 * The status of each match as its last frame said. A match whose end (or abort) the ticker took
 * back («Rückgängig») is live again long after its kickoff: the live lists, read again at the
 * end, lack it as if it kicked off now.
 */
const lastStatus = new Map<string, MatchSummary["status"]>();

function isBackToLive(match: MatchSummary, before: MatchSummary["status"] | undefined): boolean {
  return match.status === "live" && before !== undefined && before !== "live";
}

/**
 * The live matches a whole live list was read again for, though this page had seen no status of
 * them: a page opened after a final whistle the club then took back cannot tell the match's
 * return from a kickoff long ago. Once per match: the server's list may leave one out for good,
 * and its every frame would load the list again.
 */
const reloadedForUnseen = new Set<string>();

function lacksUnseenLive(
  queryKey: QueryKey,
  list: readonly MatchSummary[],
  match: MatchSummary,
  before: MatchSummary["status"] | undefined,
): boolean {
  if (match.status !== "live" || before !== undefined || reloadedForUnseen.has(match.id)) return false;
  const name = queryKey[2];
  const limit =
    typeof name === "string" && Object.hasOwn(WHOLE_LIVE_LISTS, name)
      ? WHOLE_LIVE_LISTS[name as keyof typeof WHOLE_LIVE_LISTS]
      : null;
  return limit !== null && queryKey.length === 3 && list.length < limit;
}

/** A list read this long after a match's kickoff began knows it (the commit and the clocks' offset fit well inside). */
const KICKOFF_KNOWN_AFTER_MS = 5_000;

/**
 * Whether the list was read before the match kicked off: only then can it lack the match for not
 * knowing it yet. A list read since left it out on purpose (another canton, no favourite), and
 * each of the match's frames in its first minutes would otherwise load it again.
 */
function isReadBeforeKickoff(queryClient: QueryClient, queryKey: QueryKey, match: MatchSummary): boolean {
  const readAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
  const startedAt = match.startedAt === null ? 0 : Date.parse(match.startedAt);
  return readAt + serverOffsetMs() < startedAt + KICKOFF_KNOWN_AFTER_MS;
}

/**
 * Puts a changed match into every cache that shows it: its own query and every list of matches
 * (schedule tabs, live lists, the start page's, a club's, favourites'). A list whose membership
 * may change with it reloads: one that held it with another status (a kickoff leaves «Kommende»,
 * the final whistle leaves «Live»), a live list read before a match kicked off that lacks it, and
 * a live list that lacks a match live again after its end was taken back.
 * A goal in a match a list leaves out (another canton, no favourite) reloads nothing.
 */
export function applyMatchUpdate(queryClient: QueryClient, match: MatchSummary): void {
  const isKickoff = isFreshKickoff(match);
  const before = lastStatus.get(match.id);
  lastStatus.set(match.id, match.status);
  const backToLive = isBackToLive(match, before);
  let reloadsForUnseen = false;
  queryClient.setQueryData(matchQueryOptions(match.id).queryKey, match);
  for (const [queryKey, data] of queryClient.getQueriesData<unknown>({ queryKey: ["matches"] })) {
    const list = listedMatches(data);
    if (!list) continue;
    const held = list.find((m) => m.id === match.id);
    if (held) queryClient.setQueryData<MatchList>(queryKey, (old) => old && replaced(old, match));
    const isLiveList = queryKey[1] === LIVE_LISTS_KEY[1];
    const lacksUnseen = !held && isLiveList && lacksUnseenLive(queryKey, list, match, before);
    const lacksKickoff =
      !held &&
      isLiveList &&
      ((isKickoff && isReadBeforeKickoff(queryClient, queryKey, match)) || backToLive || lacksUnseen);
    if (lacksUnseen) reloadsForUnseen = true;
    if ((held && held.status !== match.status) || lacksKickoff) {
      void queryClient.invalidateQueries({ queryKey, exact: true });
    }
  }
  if (reloadsForUnseen) reloadedForUnseen.add(match.id);
  // A club's next and last match per team: a state change may move a match from 'next' to
  // 'last', which the server decides.
  let isClubListed = false;
  const replace = (m: MatchSummary) => (m.id === match.id ? match : m);
  queryClient.setQueriesData<ClubTeamFixtures[]>({ queryKey: ["matches", "club-fixtures"] }, (teams) =>
    teams?.map((t) => {
      if (t.next?.id !== match.id && t.last?.id !== match.id) return t;
      isClubListed = true;
      return { ...t, next: t.next && replace(t.next), last: t.last && replace(t.last) };
    }),
  );
  if (isClubListed && match.status !== "live") {
    void queryClient.invalidateQueries({ queryKey: ["matches", "club-fixtures"] });
  }
}

function isMatchSummary(value: unknown): value is MatchSummary {
  return typeof value === "object" && value !== null && "id" in value && "homeTeam" in value;
}

/** The match as any cache holds it (its own query, a list, a schedule page), for its team names. */
function cachedMatch(queryClient: QueryClient, matchId: string): MatchSummary | undefined {
  const own = queryClient.getQueryData<MatchSummary>(matchQueryOptions(matchId).queryKey);
  if (own) return own;
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: ["matches"] })) {
    const found = listedMatches(data)?.find((m) => m.id === matchId);
    if (found) return found;
  }
  return undefined;
}

function isSchedulePages(data: unknown): data is InfiniteData<MatchPageResponse, string | null> {
  return typeof data === "object" && data !== null && "pages" in data && Array.isArray(data.pages);
}

/**
 * Writes a changed timeline into its cache with every running score and text derived again by
 * the shared rule, so an early goal renumbers the later ones without a request. Only when no
 * cache knows the match's team names (needed for texts like 'Tor für FC Neuling') does the
 * timeline load again.
 */
function setTimeline(
  queryClient: QueryClient,
  matchId: string,
  change: (list: MatchEventView[]) => MatchEventView[],
): void {
  const key = matchEventsQueryOptions(matchId).queryKey;
  const held = queryClient.getQueryData<MatchEventView[]>(key);
  if (!held) return;
  const match = cachedMatch(queryClient, matchId);
  if (!match) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  const teamNames = { home: fullTeamName(match.homeTeam), away: fullTeamName(match.awayTeam) };
  queryClient.setQueryData<MatchEventView[]>(key, rederiveTimeline(change(held), teamNames));
}

/** The line-up popup's statistics of the players a live change touched, as the frame carries them. */
function setPlayerStats(queryClient: QueryClient, matchId: string, stats: LiveEventStats | undefined): void {
  const changed = stats?.playerStats;
  if (!changed || Object.keys(changed).length === 0) return;
  const patch = (players: LineupPlayer[]) =>
    players.map((p) => (Object.hasOwn(changed, p.id) ? { ...p, ...changed[p.id] } : p));
  queryClient.setQueryData<MatchLineups>(
    matchLineupsQueryOptions(matchId).queryKey,
    (lineups) =>
      lineups && {
        ...lineups,
        home: { ...lineups.home, players: patch(lineups.home.players) },
        away: { ...lineups.away, players: patch(lineups.away.players) },
      },
  );
}

/**
 * Adds or replaces an event in its match's timeline cache (from the live stream or a write's
 * answer). A live frame also carries the touched players' statistics.
 */
export function applyEventUpsert(
  queryClient: QueryClient,
  event: MatchEventView & Partial<LiveEventStats>,
): void {
  const { playerStats, ...view } = event;
  setTimeline(queryClient, view.matchId, (list) => [...list.filter((e) => e.id !== view.id), view]);
  setPlayerStats(queryClient, view.matchId, playerStats ? { playerStats } : undefined);
}

export function applyEventDelete(
  queryClient: QueryClient,
  matchId: string,
  eventId: string,
  stats?: LiveEventStats,
): void {
  setTimeline(queryClient, matchId, (list) => list.filter((e) => e.id !== eventId));
  setPlayerStats(queryClient, matchId, stats);
}

export const matchHistoryQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "history"],
    queryFn: async () => (await api(matchPaths.history(matchId))).entries,
  });

/** The public record of the match's changes (clubs named, people not). */
export const matchPublicHistoryQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: ["matches", matchId, "public-history"],
    queryFn: async () => (await api(matchPaths.publicHistory(matchId))).entries,
  });
