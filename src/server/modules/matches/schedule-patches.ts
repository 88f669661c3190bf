// What 'Verschieben' and 'Wieder ansetzen' write on a match, whether a club does it directly or
// the other club (or the league office) accepts it as a proposal on an agreed match.

export function postponePatch(matchDate: Date, reason: string | null) {
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
