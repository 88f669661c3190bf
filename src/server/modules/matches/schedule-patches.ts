import type { ScheduleProposalKind } from "#shared/matches/proposals.ts";

// What 'Verschieben' and 'Wieder ansetzen' write on a match, whether a club does it directly or
// the other club (or the league office) accepts it as a proposal on an agreed match.

/**
 * 'Verschieben' to a kick-off already known is a move, not an open postponement: the match is
 * played then, so it stays in the schedule with its time, in the live ticker's list and open for
 * its result (a postponed match is none of these until it is set again). Without a new kick-off
 * it waits as «verschoben» for one.
 */
export function postponementMoves(current: { matchDate: Date }, matchDate: Date): boolean {
  return matchDate.getTime() !== current.matchDate.getTime();
}

/**
 * Whether a change of the kick-off puts the match where it did not stand: moved, or a cancelled
 * one back in the schedule by 'Verschieben' or 'Wieder ansetzen' (an edit leaves a cancelled one
 * cancelled). There it must not find the same match standing (refuseScheduledTwice), whether a
 * club does it directly or the other club or the league office says yes to the proposal.
 */
export function takesNewSlot(
  kind: ScheduleProposalKind,
  current: { matchDate: Date; status: string },
  matchDate: Date,
): boolean {
  const moves = postponementMoves(current, matchDate);
  if (kind === "reschedule") return moves && current.status !== "cancelled";
  return moves || current.status === "cancelled";
}

/** The Verlauf's line: a move keeps its reason there, as the match row no longer carries it. */
export function postponementAction(moves: boolean, reason: string | null): string {
  return moves && reason ? `Spiel verschoben – ${reason}` : "Spiel verschoben";
}

export function postponePatch(current: { matchDate: Date }, matchDate: Date, reason: string | null) {
  if (postponementMoves(current, matchDate)) return restorePatch(matchDate);
  return {
    status: "postponed",
    matchDate,
    cancellationReason: reason || null,
    closedAt: null,
  } as const;
}

export function restorePatch(matchDate: Date) {
  return {
    status: "scheduled",
    matchDate,
    cancellationReason: null,
    // A match the live ticker aborted is played again: from the beginning of its clock, without
    // its score or kick-off (its events go too: clearMatchEvents), so nobody enters its result
    // before the replay's kick-off.
    period: "not_started",
    periodStartedAt: null,
    stoppageMinutes: 0,
    startedAt: null,
    homeScore: null,
    awayScore: null,
    forfeit: null,
    closedAt: null,
  } as const;
}
