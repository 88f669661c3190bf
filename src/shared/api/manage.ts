import type { Canton, League, Position } from "../constants.ts";

// Response shapes of the club-management API (/api/manage/...), used by the server and the client.

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
}
export interface ManageClubResponse {
  club: ManageClub;
}

export interface ManageTeam {
  id: string;
  name: string;
  canton: Canton;
  league: League;
  teamImageUrl: string | null;
  /** Null for an opponent team created while scheduling. */
  clubId: string | null;
  /** The club that created an opponent team (and alone may edit it); null for club teams created before. */
  createdByClubId: string | null;
  /** Completed matches: with any, deleting archives the team instead (its results stay). */
  completedMatchCount: number;
  createdAt: string;
}
export interface ManageTeamsResponse {
  teams: ManageTeam[];
}
export interface ManageTeamResponse {
  team: ManageTeam;
}

export interface ManagePlayer {
  id: string;
  firstName: string;
  lastName: string;
  position: Position | null;
  playerNumber: number | null;
  birthYear: number | null;
  atClubSince: number | null;
  teamId: string;
  teamName: string;
  teamLeague: League;
  playerImageUrl: string | null;
  /** "Einverständnis liegt vor": a junior's photo and birth year are public. */
  mediaConsent: boolean;
  /** Counted from match events; never written by the club. */
  goals: number;
  assists: number;
  yellowCards: number;
  yellowRedCards: number;
  redCards: number;
}
export interface ManagePlayersResponse {
  players: ManagePlayer[];
}
export interface ManagePlayerResponse {
  player: ManagePlayer;
}

export interface ManageCoach {
  id: string;
  teamId: string;
  firstName: string;
  lastName: string;
  role: string;
  birthYear: number | null;
  atClubSince: number | null;
  coachImageUrl: string | null;
}
export interface ManageCoachesResponse {
  coaches: ManageCoach[];
}
export interface ManageCoachResponse {
  coach: ManageCoach;
}

export interface ManageBoardMember {
  id: string;
  clubId: string;
  firstName: string;
  lastName: string;
  role: string;
  birthYear: number | null;
  atClubSince: number | null;
  email: string | null;
  phone: string | null;
  memberImageUrl: string | null;
}
export interface ManageBoardMembersResponse {
  boardMembers: ManageBoardMember[];
}
export interface ManageBoardMemberResponse {
  boardMember: ManageBoardMember;
}

export interface ManageNewsImage {
  id: string;
  url: string;
  caption: string | null;
  sortOrder: number;
}
export interface ManageNewsPost {
  id: string;
  clubId: string;
  title: string;
  content: string;
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  images: ManageNewsImage[];
}
export interface ManageNewsListResponse {
  news: ManageNewsPost[];
}
export interface ManageNewsResponse {
  news: ManageNewsPost;
}

export interface DeletedResponse {
  deleted: true;
  id: string;
}
