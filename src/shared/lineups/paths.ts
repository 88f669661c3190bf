import type { TeamSide } from "../constants.ts";
import { apiPath } from "../http.ts";
import type { MatchStartingLineups, SaveLineupResult } from "./types.ts";

// Paths of a match's starting line-ups.

export const lineupPaths = {
  starting: (matchId: string) => apiPath<MatchStartingLineups>`/api/matches/${matchId}/starting-lineups`,
  save: (matchId: string, side: TeamSide) =>
    apiPath<SaveLineupResult>`/api/manage/matches/${matchId}/lineups/${side}`,
};
