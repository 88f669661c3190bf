import type { MatchSummary } from "./types.ts";

// A result that was not played out to the final whistle must not read as one that was: a
// forfeit's 3:0 and a score the league office let stand after an abort carry a word beside the
// score wherever the result is printed (match page, team and club pages, calendar, Matchtelegramm).

export const FORFEIT_LABEL = "Forfait";
export const ABANDONED_LABEL = "Spielabbruch";

type MarkedMatch = Pick<MatchSummary, "status" | "cancellationReason" | "forfeit">;

/**
 * A completed match with a reason is one the league office scored after the ticker's abort: the
 * reason says how (ABANDONED_SCORE_REASON, ABANDONED_FORFEIT_REASON); an agreed result clears it.
 */
export function isScoredAfterAbort(match: Pick<MatchSummary, "status" | "cancellationReason">): boolean {
  return match.status === "completed" && match.cancellationReason !== null;
}

/** «Forfait» or «Spielabbruch» beside such a result (a forfeit after an abort is a forfeit), else null. */
export function resultMark(match: MarkedMatch): string | null {
  if (match.forfeit) return FORFEIT_LABEL;
  return isScoredAfterAbort(match) ? ABANDONED_LABEL : null;
}

/** «FC Eichhalde 1. Mannschaft ist nicht angetreten»: who a forfeit was scored against. */
export function forfeitNote(teamName: string): string {
  return `${teamName} ist nicht angetreten`;
}
