import type { MatchStatus } from "../constants.ts";
import { apiPath, type OkResponse, withQuery } from "../http.ts";
import type { ControlAction } from "./control.ts";
import type { FixtureImportPreview } from "./csv.ts";
import type { MatchChangeNotesResponse, MatchHistoryResponse } from "./history-types.ts";
import type { MatchProposalResponse, MatchProposalsResponse } from "./proposals.ts";
import type { ScheduleListQuery } from "./schedule-filter.ts";
import type { MatchScope } from "./schema.ts";
import type {
  AcceptAllResponse,
  FixtureImportResponse,
  MatchEventResponse,
  MatchEventsResponse,
  MatchLineups,
  MatchListResponse,
  MatchPageResponse,
  MatchReportResponse,
  MatchResponse,
  MatchTeamOptions,
  SavedMatchReportResponse,
} from "./types.ts";

// The page's address has a module of its own, so the client's first chunk (the router) takes it
// without every endpoint's path below.
export { matchPath } from "./page-path.ts";

// Paths of the match endpoints: the public reads, the club's schedule, events, reports,
// requests, the live control (line-ups: lineups/paths.ts).

/** The path word of each live-control action. */
export const LIVE_ACTION_PATHS: Record<ControlAction, string> = {
  start: "start",
  halftime: "halftime",
  secondHalf: "second-half",
  end: "end",
  abort: "abort",
};

export const matchPaths = {
  list: (
    query: {
      scope: MatchScope;
      limit: number;
      /** One state only ('scheduled': without cancelled or postponed kick-offs). */
      status?: MatchStatus | undefined;
      teamIds?: readonly string[] | null | undefined;
      /** The `nextCursor` of the page before. */
      after?: string | null | undefined;
    } & Partial<Omit<ScheduleListQuery, "teamIds">>,
  ) =>
    withQuery(apiPath<MatchPageResponse>`/api/matches`, {
      scope: query.scope,
      status: query.status,
      limit: query.limit,
      teamIds: query.teamIds?.join(","),
      clubId: query.clubId,
      canton: query.canton,
      league: query.league,
      group: query.group,
      from: query.from,
      to: query.to,
      after: query.after ?? undefined,
    }),
  detail: (matchId: string) => apiPath<MatchResponse>`/api/matches/${matchId}`,
  events: (matchId: string) => apiPath<MatchEventsResponse>`/api/matches/${matchId}/events`,
  lineups: (matchId: string) => apiPath<MatchLineups>`/api/matches/${matchId}/lineups`,
  report: (matchId: string) => apiPath<MatchReportResponse>`/api/matches/${matchId}/report`,
  /** What changed on the match and who agreed, newest first (clubs named, people not). */
  publicHistory: (matchId: string) => apiPath<MatchHistoryResponse>`/api/matches/${matchId}/history`,
  /** The Matchtelegramm as plain text (a completed match only). */
  telegramm: (matchId: string) => apiPath<string>`/api/matches/${matchId}/telegramm`,

  clubMatches: (clubId: string) => apiPath<MatchListResponse>`/api/manage/clubs/${clubId}/matches`,
  create: (clubId: string) => apiPath<MatchResponse>`/api/manage/clubs/${clubId}/matches`,
  /** The club's schedule as CSV (a download, not JSON). */
  clubCsv: (clubId: string) => apiPath<string>`/api/manage/clubs/${clubId}/matches.csv`,
  teamOptions: (clubId: string) => apiPath<MatchTeamOptions>`/api/manage/clubs/${clubId}/match-teams`,
  changeNotes: (clubId: string) => apiPath<MatchChangeNotesResponse>`/api/manage/clubs/${clubId}/match-notes`,
  acceptAll: (clubId: string) =>
    apiPath<AcceptAllResponse>`/api/manage/clubs/${clubId}/match-requests/accept-all`,
  importPreview: (teamId: string) =>
    withQuery(apiPath<FixtureImportPreview>`/api/manage/teams/${teamId}/matches/import`, { dryRun: 1 }),
  import: (teamId: string) => apiPath<FixtureImportResponse>`/api/manage/teams/${teamId}/matches/import`,

  /** The match after the edit; 202 { proposal } for a new kick-off, venue or competition of an agreed one. */
  update: (matchId: string) => apiPath<MatchResponse | MatchProposalResponse>`/api/manage/matches/${matchId}`,
  /** 200 { ok } for a deleted match; 202 { proposal } for an agreed one. */
  remove: (matchId: string) => apiPath<OkResponse | MatchProposalResponse>`/api/manage/matches/${matchId}`,
  /**
   * cancel, postpone, restore, result (PUT), accept, decline: each answers the match after it
   * (cancel, postpone, restore and result of an agreed match answer 202 { proposal }:
   * agreedAction types that).
   */
  action: (matchId: string, action: "cancel" | "postpone" | "restore" | "result" | "accept" | "decline") =>
    apiPath<MatchResponse>`/api/manage/matches/${matchId}/${action}`,
  /** cancel, postpone, restore and result (PUT): the match after it, or 202 { proposal } for an agreed match. */
  agreedAction: (matchId: string, action: "cancel" | "postpone" | "restore" | "result") =>
    apiPath<MatchResponse | MatchProposalResponse>`/api/manage/matches/${matchId}/${action}`,
  /** Pending proposals on the club's matches and those answered in the last 30 days. */
  clubProposals: (clubId: string) =>
    apiPath<MatchProposalsResponse>`/api/manage/clubs/${clubId}/match-proposals`,
  /** accept / decline: the other club; dispute: either club hands it to the league office. */
  proposalAction: (proposalId: string, action: "accept" | "decline" | "dispute") =>
    apiPath<MatchProposalResponse>`/api/manage/match-proposals/${proposalId}/${action}`,
  history: (matchId: string) => apiPath<MatchHistoryResponse>`/api/manage/matches/${matchId}/history`,
  /** GET the club's report (drafts too) and PUT it. */
  manageReport: (matchId: string) => apiPath<MatchReportResponse>`/api/manage/matches/${matchId}/report`,
  saveReport: (matchId: string) => apiPath<SavedMatchReportResponse>`/api/manage/matches/${matchId}/report`,

  addEvent: (matchId: string) => apiPath<MatchEventResponse>`/api/manage/matches/${matchId}/events`,
  updateEvent: (eventId: string) => apiPath<MatchEventResponse>`/api/manage/events/${eventId}`,
  removeEvent: (eventId: string) => apiPath<OkResponse>`/api/manage/events/${eventId}`,

  liveAction: (matchId: string, action: ControlAction) =>
    apiPath<MatchResponse>`/api/manage/matches/${matchId}/live/${LIVE_ACTION_PATHS[action]}`,
  stoppage: (matchId: string) => apiPath<MatchResponse>`/api/manage/matches/${matchId}/live/stoppage`,
  clock: (matchId: string) => apiPath<MatchResponse>`/api/manage/matches/${matchId}/live/clock`,
  undoLiveClose: (matchId: string) => apiPath<MatchResponse>`/api/manage/matches/${matchId}/live/undo`,
};
