import type { Canton, FairPlayCorrectionKind, League } from "../constants.ts";

// Answers of the league office's console API (/api/league-office/*).

/** A team as the console lists it in a group. */
export interface OfficeTeam {
  teamId: string;
  /** teamLabel: club name and team name. */
  name: string;
  clubId: string | null;
  /** Withdrawn from the season (ISO instant), or null. */
  withdrawnAt: string | null;
  withdrawnReason: string | null;
  /** The matches this group's table counts for the team: its Sp there. */
  countedMatches: number;
  /** Moved out of this group during the season (its matches here stay in the table). */
  movedAway: boolean;
  /**
   * An opponent a club created and placed here: it and its matches stay out of the public table
   * until the league office places it (teams.awaiting_office).
   */
  awaitingOffice: boolean;
}

export interface OfficeDeduction {
  id: string;
  teamId: string;
  name: string;
  points: number;
  reason: string;
  createdAt: string;
}

export interface OfficeCorrection {
  id: string;
  teamId: string;
  name: string;
  kind: FairPlayCorrectionKind;
  points: number;
  reason: string;
  createdAt: string;
  /**
   * It adds its points to the table. A «Rote Karte» correction raises a red card but names none:
   * it stops counting once the team has no counting red card left for it (its match annulled,
   * its opponent withdrawn), and counts again when one does.
   */
  counts: boolean;
}

export interface OfficeGroup {
  name: string;
  teams: OfficeTeam[];
}

/** GET /api/league-office/league?season=&canton=&league= */
export interface OfficeLeagueResponse {
  season: number;
  /** The running season: its placements change only as the rules allow; earlier ones never. */
  runningSeason: number;
  canton: Canton;
  league: League;
  groups: OfficeGroup[];
  deductions: OfficeDeduction[];
  corrections: OfficeCorrection[];
}

/** A team found by name, with where it plays in the season asked for. */
export interface OfficeTeamHit {
  teamId: string;
  name: string;
  canton: Canton | null;
  league: League | null;
  group: string | null;
}

/** GET /api/league-office/teams?q=&season= */
export interface OfficeTeamSearchResponse {
  teams: OfficeTeamHit[];
}

/** PUT /api/league-office/placements */
export interface PlacementResponse {
  result: "unchanged" | "placed" | "moved";
}

/** The answer of a league office write that creates a row. */
export interface OfficeCreatedResponse {
  id: string;
}

/** The answer of a league office write that changes or removes something. */
export interface OfficeDoneResponse {
  ok: true;
}
