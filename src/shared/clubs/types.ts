import type { Canton, League } from "../constants.ts";
import type { MatchSummary } from "../matches/types.ts";

// Response shapes of /api/clubs, used by the server and the client alike.

export interface ClubListItem {
  id: string;
  clubName: string;
  clubLogoUrl: string | null;
  /** Teams of the club on the platform (counted, not the club's own teams_count field). */
  teamCount: number;
}

export interface ClubListResponse {
  clubs: ClubListItem[];
  /** Clubs matching the search, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

export interface ClubDetail {
  id: string;
  clubName: string;
  clubLogoUrl: string | null;
  stadiumName: string | null;
  stadiumImageUrl: string | null;
  foundingYear: number | null;
  activeMembers: number | null;
  /** Number of teams the club states in its profile; may differ from the teams listed. */
  teamsCount: number | null;
  /** Teams listed on the platform. */
  teamCount: number;
  contactAddress: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  description: string | null;
  /** Verified by the league office: the «verifiziert» badge. */
  verified: boolean;
}

export interface ClubResponse {
  club: ClubDetail;
}

export interface ClubTeam {
  id: string;
  name: string;
  teamImageUrl: string | null;
  league: League;
  canton: Canton;
  playerCount: number;
}

export interface ClubTeamsResponse {
  teams: ClubTeam[];
}

/** A team of the club with its next match (the one being played, else the next one) and its last. */
export interface ClubTeamFixtures {
  teamId: string;
  teamName: string;
  league: League;
  next: MatchSummary | null;
  last: MatchSummary | null;
}

/** GET /api/clubs/:id/fixtures: each listed team's next and last match. */
export interface ClubFixturesResponse {
  teams: ClubTeamFixtures[];
}

export interface BoardMember {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
  birthYear: number | null;
  atClubSince: number | null;
  email: string | null;
  phone: string | null;
  memberImageUrl: string | null;
}

export interface ClubBoardResponse {
  boardMembers: BoardMember[];
}

// Management (/api/manage/...) shapes.

export interface ManageClub {
  id: string;
  clubName: string;
  foundingYear: number | null;
  stadiumName: string | null;
  activeMembers: number | null;
  teamsCount: number | null;
  contactEmail: string | null;
  contactPhone: string | null;
  contactAddress: string | null;
  description: string | null;
  clubLogoUrl: string | null;
  stadiumImageUrl: string | null;
  /** Verified by the league office (the public page's «verifiziert», a name no other club takes). */
  verified: boolean;
}

export interface ManageClubResponse {
  club: ManageClub;
}
