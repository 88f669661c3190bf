import type {
  Competition,
  EventType,
  MatchAcceptance,
  MatchPeriod,
  MatchStatus,
  TeamSide,
} from "../constants.ts";

// Response shapes of /api/matches, used by the server and the client alike.

export interface MatchTeam {
  id: string;
  name: string;
  teamImageUrl: string | null;
  clubId: string | null;
  clubName: string | null;
  clubLogoUrl: string | null;
  league: string;
  canton: string;
  /**
   * Deleted by its club, or with its club, and kept only for the matches it played: its page is
   * gone (and its club's may be too), so neither is linked.
   */
  archived: boolean;
  /**
   * An opponent a club created that the league office has not placed yet: until then the
   * match counts nowhere (no table, no player's statistics; counting/counted-match.ts).
   */
  awaitingOffice: boolean;
}

export interface MatchSummary {
  id: string;
  matchDate: string;
  stadium: string | null;
  /** The home club's stadium picture, for schedule cards. */
  stadiumImageUrl: string | null;
  status: MatchStatus;
  homeScore: number | null;
  awayScore: number | null;
  cancellationReason: string | null;
  /**
   * Called off by the league office for a team's withdrawal: only taking the withdrawal back
   * sets it again, not a club's «Wieder ansetzen», «Verschieben» or edit.
   */
  heldByWithdrawal: boolean;
  /**
   * A league match off (cancelled or postponed) of a team withdrawn from its season before its
   * date, not called off by the withdrawal but before it (rain): while the team is withdrawn
   * nobody sets it again, its date ahead or past (it was never played), nor moves it to a coming
   * date (the server's `withdrawnTeamOfChange`, 409).
   */
  keptOffByWithdrawal: boolean;
  /** The withdrawn team that keeps it off (keptOffByWithdrawal), else null: the schedule names it. */
  keptOffByTeamId: string | null;
  startedAt: string | null;
  period: MatchPeriod;
  periodStartedAt: string | null;
  stoppageMinutes: number;
  /** Until when 'Rückgängig' may undo the live ticker's end or abort (ISO), else null. */
  undoUntil: string | null;
  /** 'requested' until the other club accepts; only 'accepted' matches are public. */
  acceptance: MatchAcceptance;
  competition: Competition;
  /** «Forfait»: the side that forfeited (it lost 0:3, no player statistics), else null. */
  forfeit: TeamSide | null;
  createdByClubId: string | null;
  homeTeam: MatchTeam;
  awayTeam: MatchTeam;
}

/** A player as events, line-ups and the player popup show them. */
export interface MatchPlayerRef {
  id: string;
  firstName: string;
  lastName: string;
  playerNumber: number | null;
  playerImageUrl: string | null;
  teamId: string;
}

/** GET /api/matches/:id/events: one entry of the timeline, types in camelCase. */
export interface MatchEventView {
  id: string;
  matchId: string;
  type: EventType;
  minute: number;
  /** Stoppage on top of `minute` (45+2), null for none. */
  addedMinute: number | null;
  /** What the ticker shows: the club's text, or the generated one with the running score. */
  description: string;
  /** The text the club entered (null: generated); what the edit form starts with. */
  customDescription: string | null;
  /** The score after this event, derived when read; null for events that do not score. */
  score: { home: number; away: number } | null;
  /** The side the event belongs to (the player's team, or chosen for an event without player). */
  teamSide: TeamSide | null;
  /** The player (for a substitution: the one going off). */
  player: MatchPlayerRef | null;
  assist: MatchPlayerRef | null;
  /** The player coming on in a substitution. */
  playerIn: MatchPlayerRef | null;
  createdAt: string;
}

/** A player of a line-up, with the statistics the player popup shows (computed from events). */
export interface LineupPlayer extends MatchPlayerRef {
  position: string | null;
  birthYear: number | null;
  atClubSince: number | null;
  goals: number;
  assists: number;
  yellowCards: number;
  yellowRedCards: number;
  redCards: number;
}

/** GET /api/matches/:id/lineups: both squads; `hasLineups` only when both have players. */
export interface MatchLineups {
  home: { team: MatchTeam; players: LineupPlayer[] };
  away: { team: MatchTeam; players: LineupPlayer[] };
  hasLineups: boolean;
}

/** GET /api/matches/:id/report (public) and GET /api/manage/matches/:id/report. */
export interface MatchReportView {
  id: string;
  matchId: string;
  title: string;
  content: string;
  highlights: string | null;
  manOfMatchPlayerId: string | null;
  /** First and last name of the man of the match, resolved. */
  manOfMatchName: string | null;
  attendance: number | null;
  weatherConditions: string | null;
  refereeNotes: string | null;
  /** The referee's name ('Meier'), for the Matchtelegramm's 'SR Meier'. */
  referee: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A team offered in the match dialog's pickers. */
export interface MatchTeamOption {
  id: string;
  name: string;
  league: string;
  canton: string;
  teamImageUrl: string | null;
  clubId: string | null;
  clubName: string | null;
  /** The ground of the team's club, where its home matches are played (null without). */
  stadiumName: string | null;
}

/** GET /api/manage/clubs/:clubId/match-teams: 'Meine Teams', then 'Alle Teams' (the others). */
export interface MatchTeamOptions {
  club: { id: string; clubName: string; stadiumName: string | null };
  myTeams: MatchTeamOption[];
  otherTeams: MatchTeamOption[];
}

/** Answer of the live-control actions: the match after the action. */
export interface LiveActionResult {
  match: MatchSummary;
}

/** Minutes during which ending or aborting a match in the live ticker can be undone. */
export const LIVE_UNDO_MINUTES = 10;

export interface MatchResponse {
  match: MatchSummary;
}
export interface MatchListResponse {
  matches: MatchSummary[];
}
/** GET /api/matches: one page; `nextCursor` asks for the next one (`after=`), null at the end. */
export interface MatchPageResponse extends MatchListResponse {
  nextCursor: string | null;
}
export interface MatchEventsResponse {
  events: MatchEventView[];
}
export interface MatchEventResponse {
  event: MatchEventView;
}
export interface MatchReportResponse {
  report: MatchReportView | null;
}
/** PUT …/report: the saved report as read back (null only if deleted meanwhile), and whether it is the first one. */
export interface SavedMatchReportResponse {
  report: MatchReportView | null;
  created: boolean;
}
/** POST …/match-requests/accept-all: how many requests were accepted. */
export interface AcceptAllResponse {
  accepted: number;
}
/** POST …/matches/import without dryRun. */
export interface FixtureImportResponse {
  imported: number;
  createdOpponents: number;
}
