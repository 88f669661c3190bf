import type { TeamSide } from "../constants.ts";
import { ABANDONED_CHANGED_REASON, ABANDONED_FORFEIT_REASON } from "./abort-reasons.ts";
import type { MatchSummary } from "./types.ts";

// A result that was not played out to the final whistle must not read as one that was: a
// forfeit's 3:0 and a score the league office let stand after an abort carry a word beside the
// score wherever the result is printed (match page, team and club pages, calendar, Matchtelegramm).

export const FORFEIT_LABEL = "Forfait";
export const ABANDONED_LABEL = "Spielabbruch";

type MarkedMatch = Pick<MatchSummary, "status" | "cancellationReason" | "forfeit">;

/**
 * A completed match with a reason is one the league office scored after the ticker's abort: the
 * reason says how (ABANDONED_SCORE_REASON, ABANDONED_FORFEIT_REASON, ABANDONED_CHANGED_REASON).
 */
export function isScoredAfterAbort(match: Pick<MatchSummary, "status" | "cancellationReason">): boolean {
  return match.status === "completed" && match.cancellationReason !== null;
}

/**
 * The reason a match scored after an abort keeps when the office accepts a club's change of its
 * result: the match was still abandoned and the result is still the office's, so the mark stays;
 * only the decision it names is the new one (a forfeit, or a score other than the abort's).
 */
export function changedRulingReason(forfeit: TeamSide | null): string {
  return forfeit === null ? ABANDONED_CHANGED_REASON : ABANDONED_FORFEIT_REASON;
}

/** «Forfait» or «Spielabbruch» beside such a result (a forfeit after an abort is a forfeit), else null. */
export function resultMark(match: MarkedMatch): string | null {
  return resultLabel({
    forfeit: match.forfeit,
    abortReason: isScoredAfterAbort(match) ? match.cancellationReason : null,
  });
}

/** resultMark() for a result already told apart: `abortReason` only for a match scored after an abort. */
export function resultLabel(result: { forfeit: TeamSide | null; abortReason: string | null }): string | null {
  if (result.forfeit) return FORFEIT_LABEL;
  return result.abortReason !== null ? ABANDONED_LABEL : null;
}

/** «FC Eichhalde 1. Mannschaft ist nicht angetreten»: who a forfeit was scored against. */
function forfeitNote(teamName: string): string {
  return `${teamName} ist nicht angetreten`;
}

/**
 * The office's decision after an abort; a forfeit it scored names the side it went against (that
 * team did turn up, so not «nicht angetreten»; the stored reason is one text for either side).
 */
function abortNote(reason: string, forfeited: string | null): string {
  if (forfeited === null) return reason;
  if (reason === ABANDONED_FORFEIT_REASON) {
    return `Spielabbruch: als Forfait gegen ${forfeited} gewertet (Entscheid der Spielleitung).`;
  }
  return `${reason.replace(/\.?\s*$/, ".")} ${FORFEIT_LABEL} gegen ${forfeited}.`;
}

/**
 * Why a result not played to the final whistle stands, as a sentence (the Matchtelegramm's
 * remark): the league office's decision after an abort, else who did not turn up for a forfeit;
 * null for a result played out. `abortReason` only for a match scored after an abort.
 */
export function resultNote(
  result: { forfeit: TeamSide | null; abortReason: string | null },
  homeName: string,
  awayName: string,
): string | null {
  const forfeited = result.forfeit === "home" ? homeName : result.forfeit === "away" ? awayName : null;
  if (result.abortReason !== null) return abortNote(result.abortReason, forfeited);
  return forfeited === null ? null : forfeitNote(forfeited);
}

/**
 * The title (tooltip, accessible description) of the mark resultMark() gives: «Forfait: X ist
 * nicht angetreten» for a no-show, the office's decision after an abort; null without a mark.
 */
export function resultMarkTitle(match: MarkedMatch, homeName: string, awayName: string): string | null {
  const abortReason = isScoredAfterAbort(match) ? match.cancellationReason : null;
  const note = resultNote({ forfeit: match.forfeit, abortReason }, homeName, awayName);
  // A no-show's sentence does not say what the mark means; the office's decision does.
  return note !== null && abortReason === null ? `${FORFEIT_LABEL}: ${note}` : note;
}
