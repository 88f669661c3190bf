import type { Canton, League } from "../constants.ts";
import type { LeagueTableRow } from "./league-table.ts";
import type { SharedPlace } from "./ranking-cut.ts";
import type { RankingRule } from "./ranking-rules.ts";

// Response shapes of /api/rankings/* and the team label rule, used by the server and the client alike.

/**
 * How a team is named in a table or a ranking. Club teams are usually called '1. Mannschaft',
 * so the club's name goes first, unless the team's own name already contains it.
 */
export function teamLabel(teamName: string, clubName: string | null | undefined): string {
  const club = clubName?.trim();
  if (!club) return teamName;
  if (teamName.toLocaleLowerCase("de-CH").includes(club.toLocaleLowerCase("de-CH"))) return teamName;
  return `${club} ${teamName}`;
}

/** Where the league office moved a team during the season (its placement at the season's end or now). */
export interface TableMove {
  canton: Canton;
  league: League;
  group: string;
}

/**
 * A row of the shared table rule. `name` is the `teamLabel` (also the last tie-break), `teamName`
 * the team's own name and `clubName` its club's, so the page can show them on two lines.
 * `movedTo` is set in the table of the group a team was moved out of during the season: its
 * matches there keep counting for the others, it stands below the teams still playing there.
 */
export type LeagueTableEntry = LeagueTableRow & {
  teamName: string;
  clubName: string | null;
  movedTo: TableMove | null;
  /** Deleted by its club and kept for the season it played: it has no page to link to. */
  archived: boolean;
};

/**
 * The mark beside a moved team's name in the group it left: «in Gruppe 2 verschoben» within the
 * league, «in die 2. Liga verschoben» to another league (its group named where it has several is
 * not known here), the canton added when it changed.
 */
export function movedLabel(from: { canton: Canton; league: League }, to: TableMove): string {
  if (to.canton === from.canton && to.league === from.league) return `in ${to.group} verschoben`;
  const league = to.league.startsWith("Junioren") ? `zu den ${to.league}` : `in die ${to.league}`;
  return to.canton === from.canton ? `${league} verschoben` : `${league} (${to.canton}) verschoben`;
}

/** A deduction of points by the league office, shown under the table. */
export interface TableDeduction {
  id: string;
  teamId: string;
  name: string;
  points: number;
  reason: string;
  /** ISO instant of the decision. */
  createdAt: string;
}

// The table's words beside a team's name and under the table, the same on the ranking page and
// in a club's widget.

/** Beside the name of a team withdrawn from the season. */
export const WITHDRAWN_LABEL = "zurückgezogen";

/** Beside the name of a team the league office deducted points from: '−3 Pkt. Abzug'. */
export function deductedLabel(points: number): string {
  return `−${points} Pkt. Abzug`;
}

/** The heading of the deductions listed under a table. */
export const DEDUCTIONS_HEADING = "Punktabzüge";

/** One deduction under a table: 'FC Aare: 3 Punkte abgezogen – Nicht qualifizierter Spieler'. */
export function deductionText(deduction: Pick<TableDeduction, "name" | "points" | "reason">): string {
  const { name, points, reason } = deduction;
  return `${name}: ${points} ${points === 1 ? "Punkt" : "Punkte"} abgezogen – ${reason}`;
}

/** A row of the «Fairplay» tab: the group ranked by fewer fair-play points. */
export interface FairPlayEntry {
  /** Shared by teams with equal points. */
  rank: number;
  teamId: string;
  name: string;
  yellow: number;
  yellowRed: number;
  red: number;
  /** Points the league office added (a red valued higher, officials' misconduct). */
  corrections: number;
  penaltyPoints: number;
}

/** GET /api/rankings/table?canton=&league=&season=&group= */
export interface LeagueTableResponse {
  canton: Canton;
  league: League;
  /** Start year of the season shown ('2025' = 2025/26). */
  season: number;
  /** The group shown ('Gruppe 1' where the league has one). */
  group: string;
  /** Every group of this canton and league in the season, in order. */
  groups: string[];
  /** Which Swiss rule ranks this league (ranking-rules.ts). */
  rule: RankingRule;
  rows: LeagueTableEntry[];
  deductions: TableDeduction[];
  fairPlay: FairPlayEntry[];
}

/** A group of a league in a season with the number of teams placed in it. */
export interface RankingGroup {
  name: string;
  teamCount: number;
}

/** One canton and league that has teams, for the table's selectors and its default. */
export interface RankingLeague {
  canton: Canton;
  league: League;
  /** Each team once, also one the league office moved between the league's groups. */
  teamCount: number;
  /** Completed matches with a score between two teams of this canton and league. */
  completedMatches: number;
  groups: RankingGroup[];
}

/** A canton with teams in the season: each team once, however many of its leagues and groups it played in. */
export interface RankingCanton {
  canton: Canton;
  teamCount: number;
}

/** GET /api/rankings/leagues?season= */
export interface RankingLeaguesResponse {
  season: number;
  leagues: RankingLeague[];
  cantons: RankingCanton[];
}

/** The two player rankings, by their path: /api/rankings/scorers and /api/rankings/cards. */
export type PlayerRankingKind = "scorers" | "cards";

/** A player in the top scorers or the cards list; counts come from match events. */
export interface RankedPlayer {
  /** Shared by players with equal numbers (1, 2, 2, 4); the list itself is ordered by name within a tie. */
  rank: number;
  playerId: string;
  firstName: string;
  lastName: string;
  playerImageUrl: string | null;
  /** The team these numbers were counted for (a player who played for two teams has a row for each). */
  teamId: string;
  teamName: string;
  teamImageUrl: string | null;
  clubId: string | null;
  clubName: string | null;
  clubLogoUrl: string | null;
  goals: number;
  yellowCards: number;
  yellowRedCards: number;
  redCards: number;
}

/** GET /api/rankings/scorers and GET /api/rankings/cards */
export interface PlayerRankingResponse {
  players: RankedPlayer[];
  /** The place at the cut when too many share it to list them (ranking-cut.ts), else null. */
  sharedPlace: SharedPlace | null;
}
