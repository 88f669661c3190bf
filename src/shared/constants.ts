// The product's fixed lists (spec: public-and-accounts §9, club-management §9). One place for each.

export const CANTONS = [
  "Aargau",
  "Appenzell Ausserrhoden",
  "Appenzell Innerrhoden",
  "Basel-Landschaft",
  "Basel-Stadt",
  "Bern",
  "Freiburg",
  "Genf",
  "Glarus",
  "Graubünden",
  "Jura",
  "Luzern",
  "Neuenburg",
  "Nidwalden",
  "Obwalden",
  "Schaffhausen",
  "Schwyz",
  "Solothurn",
  "St. Gallen",
  "Tessin",
  "Thurgau",
  "Uri",
  "Waadt",
  "Wallis",
  "Zug",
  "Zürich",
] as const;
export type Canton = (typeof CANTONS)[number];

export const LEAGUES = [
  "Super League",
  "1. Liga",
  "2. Liga",
  "3. Liga",
  "4. Liga",
  "5. Liga",
  "Junioren A",
  "Junioren B",
  "Junioren C",
  "Junioren D",
  "Junioren E",
] as const;
export type League = (typeof LEAGUES)[number];

export const POSITIONS = ["Torwart", "Verteidiger", "Mittelfeldspieler", "Stürmer"] as const;
export type Position = (typeof POSITIONS)[number];

export const ACCOUNT_TYPES = ["fan", "club"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = { fan: "Fan", club: "Verein" };

/** Every new profile carries this role, whatever the account type (spec §4). */
export const DEFAULT_ROLE = "verein_trainer";

export const MATCH_STATUSES = ["scheduled", "live", "completed", "cancelled", "postponed"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** Phases of the server-owned match clock. */
export const MATCH_PERIODS = ["not_started", "first_half", "halftime", "second_half", "finished"] as const;
export type MatchPeriod = (typeof MATCH_PERIODS)[number];

/** Event types as the API and the UI name them (spec: club-management §3). */
export const EVENT_TYPES = [
  "goal",
  "penaltyGoal",
  "ownGoal",
  "missedPenalty",
  "yellowCard",
  "yellowRedCard",
  "redCard",
  "substitution",
  "comment",
  "kickoff",
  "halftime",
  "finalWhistle",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Event types as the database stores them; mapped once in `event-types.ts`. */
export const STORED_EVENT_TYPES = [
  "goal",
  "penalty_goal",
  "own_goal",
  "missed_penalty",
  "yellow_card",
  "yellow_red_card",
  "red_card",
  "substitution",
  "comment",
  "kickoff",
  "halftime",
  "final_whistle",
] as const;
export type StoredEventType = (typeof STORED_EVENT_TYPES)[number];

export const TEAM_SIDES = ["home", "away"] as const;
export type TeamSide = (typeof TEAM_SIDES)[number];

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 3;

export const HOME_NEWS_COUNT = 3;
export const HOME_UPCOMING_COUNT = 3;
export const NEWS_LIST_LIMIT = 100;
export const NEWS_PREVIEW_LIST = 150;
export const NEWS_PREVIEW_CLUB = 120;
export const RANKING_TOP = 10;
export const LIVE_TAB_UPCOMING = 5;
export const MOBILE_BREAKPOINT = 768;

export const PRICING = {
  clubMonthlyChf: 19,
  extraTeamMonthlyChf: 10,
  fanMonthlyChf: 0,
} as const;

/**
 * Whether a match between two clubs on the platform stands: `requested` until the other club
 * accepts, `declined` when it refused. A match against a team without a club is `accepted` at once.
 */
export const MATCH_ACCEPTANCES = ["requested", "accepted", "declined"] as const;
export type MatchAcceptance = (typeof MATCH_ACCEPTANCES)[number];

/** A league office's fair-play correction: a red card valued higher, or officials' misconduct. */
export const FAIR_PLAY_CORRECTION_KINDS = ["red_card", "officials"] as const;
export type FairPlayCorrectionKind = (typeof FAIR_PLAY_CORRECTION_KINDS)[number];
export const FAIR_PLAY_CORRECTION_LABELS: Record<FairPlayCorrectionKind, string> = {
  red_card: "Rote Karte höher bewertet",
  officials: "Fehlverhalten von Offiziellen",
};

/** Meisterschaft, Cup or Freundschaftsspiel; only a Meisterschaft match counts in the table. */
export const COMPETITIONS = ["league", "cup", "friendly"] as const;
export type Competition = (typeof COMPETITIONS)[number];
export const COMPETITION_LABELS: Record<Competition, string> = {
  league: "Meisterschaft",
  cup: "Cup",
  friendly: "Freundschaftsspiel",
};
