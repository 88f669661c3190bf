import { apiPath, type DeletedResponse, withQuery } from "../http.ts";
import type { PlayerImportPreview } from "./csv.ts";
import type {
  ManagePlayerResponse,
  ManagePlayersResponse,
  PlayerImportResponse,
  PlayerResponse,
} from "./types.ts";

// Paths of the player endpoints, public and management.

export const playerPaths = {
  detail: (playerId: string) => apiPath<PlayerResponse>`/api/players/${playerId}`,
  clubPlayers: (clubId: string) => apiPath<ManagePlayersResponse>`/api/manage/clubs/${clubId}/players`,
  create: (clubId: string) => apiPath<ManagePlayerResponse>`/api/manage/clubs/${clubId}/players`,
  update: (playerId: string) => apiPath<ManagePlayerResponse>`/api/manage/players/${playerId}`,
  remove: (playerId: string) => apiPath<DeletedResponse>`/api/manage/players/${playerId}`,
  /** The club's players as CSV (a download, not JSON). */
  clubCsv: (clubId: string) => apiPath<string>`/api/manage/clubs/${clubId}/players.csv`,
  importPreview: (teamId: string) =>
    withQuery(apiPath<PlayerImportPreview>`/api/manage/teams/${teamId}/players/import`, { dryRun: 1 }),
  import: (teamId: string) => apiPath<PlayerImportResponse>`/api/manage/teams/${teamId}/players/import`,
};
