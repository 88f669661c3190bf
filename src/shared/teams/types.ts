import type { Canton, League, Position } from "../constants.ts";
import type { PlayerStats } from "../players/stats.ts";

// Response shapes of /api/teams/:id and its players and coaches.

export interface TeamDetail {
  id: string;
  name: string;
  teamImageUrl: string | null;
  /** Null for an opponent team that belongs to no club on the platform. */
  clubId: string | null;
  clubName: string | null;
  clubLogoUrl: string | null;
  league: League;
  canton: Canton;
  playerCount: number;
  coachCount: number;
  createdAt: string;
}

export interface TeamResponse {
  team: TeamDetail;
}

export interface TeamPlayer {
  id: string;
  teamId: string;
  firstName: string;
  lastName: string;
  /** Null when the club has not given one; shown as '–', never invented. */
  playerNumber: number | null;
  playerImageUrl: string | null;
  birthYear: number | null;
  atClubSince: number | null;
  position: Position | null;
  /** Counted from match events. */
  stats: PlayerStats;
}

export interface TeamPlayersResponse {
  players: TeamPlayer[];
}

export interface Coach {
  id: string;
  teamId: string;
  firstName: string;
  lastName: string;
  role: string;
  coachImageUrl: string | null;
  birthYear: number | null;
  atClubSince: number | null;
}

export interface TeamCoachesResponse {
  coaches: Coach[];
}
