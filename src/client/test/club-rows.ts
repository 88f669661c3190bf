import type { ManagePlayer } from "#shared/players/types.ts";
import type { ManageTeam } from "#shared/teams/types.ts";

// A club's own teams and players as the club management reads them, for component tests: each
// test names only what it is about.

export const TEST_CLUB_ID = "club-1";

export function testManageTeam(values: Partial<ManageTeam> & Pick<ManageTeam, "id">): ManageTeam {
  return {
    name: "Erste",
    canton: "Bern",
    league: "4. Liga",
    group: "Gruppe 1",
    teamImageUrl: null,
    clubId: TEST_CLUB_ID,
    createdByClubId: TEST_CLUB_ID,
    completedMatchCount: 0,
    agreedFixtureCount: 0,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...values,
  };
}

export function testManagePlayer(values: Partial<ManagePlayer> & Pick<ManagePlayer, "id">): ManagePlayer {
  return {
    firstName: "Jan",
    lastName: "Frei",
    position: null,
    playerNumber: null,
    birthYear: null,
    atClubSince: null,
    teamId: "team-1",
    teamName: "Erste",
    teamLeague: "4. Liga",
    playerImageUrl: null,
    mediaConsent: false,
    goals: 0,
    assists: 0,
    yellowCards: 0,
    yellowRedCards: 0,
    redCards: 0,
    ...values,
  };
}
