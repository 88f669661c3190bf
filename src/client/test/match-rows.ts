import type { MatchEventView, MatchSummary, MatchTeam } from "#shared/matches/types.ts";

// Matches as GET /api/matches answers them, for component tests.

export function testTeam(id: string, clubName: string): MatchTeam {
  return {
    id,
    name: "1. Mannschaft",
    teamImageUrl: null,
    clubId: `club-${id}`,
    clubName,
    clubLogoUrl: null,
    league: "3. Liga",
    canton: "Bern",
    archived: false,
    awaitingOffice: false,
  };
}

export function testMatch(id: string, values: Partial<MatchSummary> = {}): MatchSummary {
  return {
    id,
    matchDate: "2030-09-07T13:00:00.000Z",
    stadium: "Sportplatz Test",
    stadiumImageUrl: null,
    status: "scheduled",
    homeScore: null,
    awayScore: null,
    cancellationReason: null,
    heldByWithdrawal: false,
    keptOffByWithdrawal: false,
    keptOffByTeamId: null,
    startedAt: null,
    period: "not_started",
    periodStartedAt: null,
    stoppageMinutes: 0,
    undoUntil: null,
    acceptance: "accepted",
    competition: "league",
    forfeit: null,
    createdByClubId: null,
    homeTeam: testTeam(`${id}-home`, "FC Heim"),
    awayTeam: testTeam(`${id}-away`, "FC Gast"),
    ...values,
  };
}

/** A match being played: kicked off ten minutes ago, 1:0. */
export function testLiveMatch(id: string, values: Partial<MatchSummary> = {}): MatchSummary {
  const started = new Date(Date.now() - 10 * 60_000).toISOString();
  return testMatch(id, {
    status: "live",
    matchDate: started,
    startedAt: started,
    period: "first_half",
    periodStartedAt: started,
    homeScore: 1,
    awayScore: 0,
    ...values,
  });
}

/** The home side's goal to 1:0 in the 12th minute, without a player, as GET …/events answers it. */
export function testGoal(matchId: string, values: Partial<MatchEventView> = {}): MatchEventView {
  return {
    id: "e1",
    matchId,
    type: "goal",
    minute: 12,
    addedMinute: null,
    description: "Tor zum 1:0",
    customDescription: null,
    score: { home: 1, away: 0 },
    teamSide: "home",
    player: null,
    assist: null,
    playerIn: null,
    createdAt: "2030-09-07T13:12:00.000Z",
    ...values,
  };
}
