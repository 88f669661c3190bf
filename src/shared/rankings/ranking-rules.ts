import type { League } from "../constants.ts";

// The Swiss ranking rules (SFV Wettspielreglement Art. 48 and the regional associations'
// fair-play ranking), written once and chosen by league. In the 1. Liga and above,
// goal difference separates teams level on points; in the 2. Liga interregional and below
// (juniors and seniors included) fewer fair-play points (Strafpunkte) come first.

/** `fairPlay`: points, fewer Strafpunkte, goal difference, goals, direct encounters, lot. */
export type RankingRule = "fairPlay" | "goalDifference";

/** The leagues that rank by goal difference: the 1. Liga and everything above it. */
const GOAL_DIFFERENCE_LEAGUES: ReadonlySet<string> = new Set([
  "Super League",
  "Challenge League",
  "Promotion League",
  "1. Liga",
]);

export function rankingRuleOf(league: League): RankingRule {
  return GOAL_DIFFERENCE_LEAGUES.has(league) ? "goalDifference" : "fairPlay";
}

/** What separated two teams level on points, in the order the rules try them. */
export type TieBreak = "penaltyPoints" | "goalDifference" | "goalsFor" | "directEncounter" | "lot";

/** The order of the tie-breaks per rule (points always come first). */
export const TIE_BREAKS: Record<RankingRule, readonly TieBreak[]> = {
  fairPlay: ["penaltyPoints", "goalDifference", "goalsFor", "directEncounter", "lot"],
  goalDifference: ["goalDifference", "goalsFor", "directEncounter", "lot"],
};

/**
 * The reason shown beside a row whose place a tie-break decided. Both teams it separated carry it,
 * so it names the criterion, not a side: «weniger Strafpunkte» stood under the team placed below
 * for having more.
 */
export const TIE_BREAK_LABELS: Record<TieBreak, string> = {
  penaltyPoints: "nach Strafpunkten",
  goalDifference: "nach Tordifferenz",
  goalsFor: "nach Toren",
  directEncounter: "nach Direktbegegnungen",
  lot: "Gleichstand (Los)",
};

export const POINTS_WIN = 3;
export const POINTS_DRAW = 1;

/** A team's points from one result. */
export function resultPoints(scored: number, conceded: number): number {
  return scored > conceded ? POINTS_WIN : scored === conceded ? POINTS_DRAW : 0;
}

/** Fair-play points of one card in a league match (the default values of the catalogue). */
export const CARD_PENALTY_POINTS = { yellow: 1, yellowRed: 3, red: 3 } as const;
/** The league office may raise a red card's value up to this (the disciplinary catalogue). */
export const MAX_RED_CARD_POINTS = 12;

/** A team's cards of the season's counted league matches and the league office's corrections. */
export interface FairPlayTally {
  yellow: number;
  yellowRed: number;
  red: number;
  /** Points the league office added (a red valued higher, officials' misconduct). */
  corrections: number;
}

export function penaltyPointsOf(tally: FairPlayTally): number {
  return (
    tally.yellow * CARD_PENALTY_POINTS.yellow +
    tally.yellowRed * CARD_PENALTY_POINTS.yellowRed +
    tally.red * CARD_PENALTY_POINTS.red +
    tally.corrections
  );
}
