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
