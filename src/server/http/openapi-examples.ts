import type { ClubResponse } from "#shared/clubs/types.ts";
import type { MatchEventResponse, MatchResponse, MatchTeam } from "#shared/matches/types.ts";
import type { LeagueTableResponse } from "#shared/rankings/types.ts";

// Examples of the main answers in /api/openapi.json (a table, a club, a match, the result and
// event writes). Typed with the answers' own types, so an example cannot drift from its schema.

const CLUB_ID = "5f0c8a8e-3b1d-4c1e-9a55-0a1b2c3d4e5f";
const HOME_TEAM_ID = "8d7e6f5a-4b3c-4d2e-8f1a-1b2c3d4e5f60";
const AWAY_TEAM_ID = "2a3b4c5d-6e7f-4a8b-9c0d-e1f2a3b4c5d6";
const MATCH_ID = "c4f1e2d3-b5a6-4978-8e9d-0f1a2b3c4d5e";

export const clubExample: ClubResponse = {
  club: {
    id: CLUB_ID,
    clubName: "FC Seefeld",
    clubLogoUrl: "https://tschutti.example/uploads/logos/fc-seefeld.webp",
    stadiumName: "Sportanlage Lengg",
    stadiumImageUrl: null,
    foundingYear: 1921,
    activeMembers: 240,
    teamsCount: 12,
    teamCount: 3,
    contactAddress: "Postfach, 8008 Zürich",
    contactEmail: "info@fc-seefeld.example",
    contactPhone: "044 123 45 67",
    description: "Quartierverein mit Juniorenabteilung.",
    verified: true,
  },
};

const homeTeam: MatchTeam = {
  id: HOME_TEAM_ID,
  name: "1. Mannschaft",
  teamImageUrl: null,
  clubId: CLUB_ID,
  clubName: "FC Seefeld",
  clubLogoUrl: "https://tschutti.example/uploads/logos/fc-seefeld.webp",
  league: "3. Liga",
  canton: "Zürich",
  archived: false,
  awaitingOffice: false,
};
const awayTeam: MatchTeam = {
  id: AWAY_TEAM_ID,
  name: "FC Wiedikon",
  teamImageUrl: null,
  clubId: null,
  clubName: null,
  clubLogoUrl: null,
  league: "3. Liga",
  canton: "Zürich",
  archived: false,
  awaitingOffice: false,
};

export const matchExample: MatchResponse = {
  match: {
    id: MATCH_ID,
    matchDate: "2025-05-10T12:30:00.000Z",
    stadium: "Sportanlage Lengg",
    stadiumImageUrl: null,
    status: "completed",
    homeScore: 2,
    awayScore: 1,
    cancellationReason: null,
    heldByWithdrawal: false,
    keptOffByWithdrawal: false,
    keptOffByTeamId: null,
    startedAt: "2025-05-10T12:31:00.000Z",
    period: "finished",
    periodStartedAt: null,
    stoppageMinutes: 0,
    undoUntil: null,
    acceptance: "accepted",
    competition: "league",
    forfeit: null,
    createdByClubId: CLUB_ID,
    homeTeam,
    awayTeam,
  },
};

export const goalEventExample: MatchEventResponse = {
  event: {
    id: "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
    matchId: MATCH_ID,
    type: "goal",
    minute: 67,
    addedMinute: null,
    description: "Tor für 1. Mannschaft",
    customDescription: null,
    score: { home: 2, away: 1 },
    teamSide: "home",
    player: {
      id: "7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b",
      firstName: "Lena",
      lastName: "Frei",
      playerNumber: 9,
      playerImageUrl: null,
      teamId: HOME_TEAM_ID,
    },
    assist: null,
    playerIn: null,
    createdAt: "2025-05-10T13:52:10.000Z",
  },
};

export const leagueTableExample: LeagueTableResponse = {
  canton: "Zürich",
  league: "3. Liga",
  season: 2025,
  group: "Gruppe 1",
  groups: ["Gruppe 1", "Gruppe 2"],
  // 3. Liga: fewer fair-play points come before goal difference.
  rule: "fairPlay",
  rows: [
    {
      position: 1,
      teamId: HOME_TEAM_ID,
      name: "FC Seefeld 1. Mannschaft",
      teamName: "1. Mannschaft",
      clubName: "FC Seefeld",
      imageUrl: "https://tschutti.example/uploads/logos/fc-seefeld.webp",
      clubId: CLUB_ID,
      clubLogoUrl: "https://tschutti.example/uploads/logos/fc-seefeld.webp",
      played: 12,
      won: 9,
      drawn: 2,
      lost: 1,
      goalsFor: 31,
      goalsAgainst: 11,
      goalDifference: 20,
      points: 29,
      penaltyPoints: 4,
      deductedPoints: 0,
      withdrawn: false,
      movedTo: null,
      archived: false,
      tieBreak: null,
      zone: "promotion",
    },
  ],
  deductions: [],
  fairPlay: [
    {
      rank: 1,
      teamId: HOME_TEAM_ID,
      name: "FC Seefeld 1. Mannschaft",
      yellow: 4,
      yellowRed: 0,
      red: 0,
      corrections: 0,
      penaltyPoints: 4,
    },
  ],
};
