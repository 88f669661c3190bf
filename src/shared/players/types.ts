import type { Canton, League } from "../constants.ts";
import type { TeamPlayer } from "../teams/types.ts";

// Response shape of /api/players/:id: the player with team, club and statistics.

export interface PlayerDetail extends TeamPlayer {
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
