import type { Canton, League, Position } from "../constants.ts";
import type { MatchSummary } from "../matches/types.ts";
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
  /** Counted from match events: what the player did for this team. */
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

/** Where a team plays in a season: the table it stands in. */
export interface TeamPlacementView {
  canton: Canton;
  league: League;
  group: string;
}

/** GET /api/teams/:id/matches?season=: the season's fixtures and results, oldest first. */
export interface TeamMatchesResponse {
  /** Start year of the season shown ('2025' = 2025/26). */
  season: number;
  /** The team's group in that season (null: not placed by the league office). */
  placement: TeamPlacementView | null;
  matches: MatchSummary[];
}

// Management (/api/manage/...) shapes.

export interface ManageTeam {
  id: string;
  name: string;
  canton: Canton;
  league: League;
  /** The group in the running season ('Gruppe 1' where the league has one). */
  group: string;
  teamImageUrl: string | null;
  /** Null for an opponent team created while scheduling. */
  clubId: string | null;
  /** The club that created an opponent team (and alone may edit it); null for club teams created before. */
  createdByClubId: string | null;
  /** Completed matches: with any, deleting archives the team instead (its results stay). */
  completedMatchCount: number;
  /** Fixtures agreed with another club still to be played: deleting calls them off (with a reason). */
  agreedFixtureCount: number;
  createdAt: string;
}

export interface ManageTeamsResponse {
  teams: ManageTeam[];
}

export interface ManageTeamResponse {
  team: ManageTeam;
}

/** A team with completed matches is archived instead of deleted (its results stay). */
export interface TeamDeletedResponse {
  deleted: boolean;
  archived: boolean;
  id: string;
}
