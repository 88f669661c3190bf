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
    // A match the live ticker aborted starts again from the beginning of its clock.
    period: "not_started",
    periodStartedAt: null,
    stoppageMinutes: 0,
    closedAt: null,
  } as const;
}
