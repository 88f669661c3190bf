import type { MatchProposal } from "#shared/matches/proposals.ts";

// A proposal as the API lists it, for tests that stub the list: getting a real one for the league
// office needs two clubs, an agreed match and a live ticker ended early by one club and disputed
// by the other.

/** FC Seeblick ended the ticker early at 1:0; FC Biber disputed it, so the office decides. */
export const DISPUTED_ABORT: MatchProposal = {
  id: "22222222-2222-4222-8222-222222222222",
  matchId: "33333333-3333-4333-8333-333333333333",
  matchLabel: "FC Seeblick 1. Mannschaft – FC Biber 1. Mannschaft, Samstag, 5. September 2026 15:00",
  homeTeamName: "FC Seeblick 1. Mannschaft",
  awayTeamName: "FC Biber 1. Mannschaft",
  kind: "abandoned",
  status: "disputed",
  homeScore: null,
  awayScore: null,
  forfeit: null,
  previousScore: "1:0",
  matchDate: null,
  stadium: null,
  competition: null,
  reason: "Live-Ticker vorzeitig beendet",
  proposedByClubId: "44444444-4444-4444-8444-444444444444",
  proposedByClubName: "FC Seeblick",
  proposedByUserName: "Vera Verein",
  createdAt: "2026-09-05T14:50:00.000Z",
  disputedAt: "2026-09-05T14:50:00.000Z",
  answeredAt: null,
  answeredByUserName: null,
  decidedByOffice: false,
  officeNote: null,
};
