import type { Canton, League, Position } from "../constants.ts";
import type { TeamPlayer } from "../teams/types.ts";
import type { PlayerTeamStats } from "./stats.ts";

// Response shape of /api/players/:id: the player with team, club and statistics.

/**
 * `stats` is everything the player did, for whichever team (in a team's squad it is what he
 * did for that team); `statsByTeam` splits it by the teams he did it for, his own team first.
 */
export interface PlayerDetail extends TeamPlayer {
  statsByTeam: PlayerTeamStats[];
  team: {
    id: string;
    name: string;
    teamImageUrl: string | null;
    league: League;
    canton: Canton;
  };
  club: { id: string; clubName: string; clubLogoUrl: string | null } | null;
}

export interface PlayerResponse {
  player: PlayerDetail;
}

// Management (/api/manage/...) shapes.

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
  /** Counted from match events for the player's team (not a team he played for before); never written by the club. */
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

/** POST …/players/import without dryRun: every row was imported. */
export interface PlayerImportResponse {
  imported: number;
}
