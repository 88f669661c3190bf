import type { MatchSummary } from "./types.ts";

/**
 * Whether the end of a match («Spiel beenden», «Spielabbruch») can still be taken back: the server
 * sends `undoUntil` while its window is open and decides on the undo itself; the client only
 * offers it (the ticker's «Rückgängig», the live tab's list, the schedule's link) until then.
 */
export function isUndoable(match: Pick<MatchSummary, "undoUntil">, now: Date): boolean {
  return match.undoUntil !== null && new Date(match.undoUntil).getTime() > now.getTime();
}
