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
   * It adds its points to the table. A «Rote Karte» correction counts while the card it raises
   * counts (not when its match is annulled, its opponent withdrawn, the card deleted), and again
   * when it does. An older one names no card: it counts while the team has a counting red card
   * left for it.
   */
  counts: boolean;
  /** The red card it raises; null for «Offizielle» and for older ones that named none. */
  card: OfficeCardMatch | null;
}

/** A red card's match as the console names it: «12.04.2027 gegen FC Aare, 63.». */
export interface OfficeCardMatch {
  /** Null once the match was deleted. */
  matchDate: string | null;
  opponent: string | null;
  /** Null once the card was deleted. */
  minute: number | null;
  addedMinute: number | null;
  player: string | null;
}

/** A red card of a team's season that counts in a table: one the league office may value higher. */
export interface OfficeRedCard extends OfficeCardMatch {
  eventId: string;
  matchId: string;
  matchDate: string;
  opponent: string;
  minute: number;
  /** A correction raises it already (a card is raised once). */
  raised: boolean;
}

/** GET /api/league-office/red-cards?teamId=&season= */
export interface OfficeRedCardsResponse {
  cards: OfficeRedCard[];
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
  /**
   * The matches its group's table counts for it in the season (as the group's line says,
   * OfficeTeam.countedMatches): a move then asks what becomes of them. 0 when not placed.
   */
  countedMatches: number;
}

/** GET /api/league-office/teams?q=&season= */
export interface OfficeTeamSearchResponse {
  /** The first 20 hits by club and team name. */
  teams: OfficeTeamHit[];
  /** How many teams the search found in all (more than `teams` holds when the list is cut). */
  total: number;
}

/** PUT /api/league-office/placements */
export interface PlacementResponse {
  result: "unchanged" | "placed" | "moved";
}

/**
 * PUT /api/league-office/placements?dryRun=1: what the placement would be, nothing saved. The
 * console asks before a move (it changes the old group's table and the new one) and names the
 * group the team leaves.
 */
export interface PlacementCheckResponse extends PlacementResponse {
  /** The team's placement in the season now, or null before its first. */
  from: { canton: Canton; league: League; group: string } | null;
  /**
   * A move's fixtures still set from now on against teams of the group it leaves: they count in
   * neither group's table once it has left (0 for a placement that is not a move).
   */
  comingInOldGroup: number;
}

/** The answer of a league office write that creates a row. */
export interface OfficeCreatedResponse {
  id: string;
}

/** The answer of a league office write that changes or removes something. */
export interface OfficeDoneResponse {
  ok: true;
}
