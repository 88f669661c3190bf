import type { Canton, League } from "../constants.ts";
import { apiPath, withQuery } from "../http.ts";
import type {
  OfficeCreatedResponse,
  OfficeDoneResponse,
  OfficeLeagueResponse,
  OfficeTeamSearchResponse,
  PlacementResponse,
} from "./types.ts";

// Paths of the league office's console API («Spielleitung», issue 27).

export const leagueOfficePaths = {
  league: (query: { season: number; canton: Canton; league: League }) =>
    withQuery(apiPath<OfficeLeagueResponse>`/api/league-office/league`, query),
  teams: (query: { q: string; season: number }) =>
    withQuery(apiPath<OfficeTeamSearchResponse>`/api/league-office/teams`, query),
  placements: () => apiPath<PlacementResponse>`/api/league-office/placements`,
  deductions: () => apiPath<OfficeCreatedResponse>`/api/league-office/deductions`,
  deduction: (id: string) => apiPath<OfficeDoneResponse>`/api/league-office/deductions/${id}`,
  withdrawals: () => apiPath<OfficeDoneResponse>`/api/league-office/withdrawals`,
  /** DELETE: takes a withdrawal back. */
  withdrawal: (teamId: string, season: number) =>
    withQuery(apiPath<OfficeDoneResponse>`/api/league-office/withdrawals/${teamId}`, { season }),
  corrections: () => apiPath<OfficeCreatedResponse>`/api/league-office/fair-play-corrections`,
  correction: (id: string) => apiPath<OfficeDoneResponse>`/api/league-office/fair-play-corrections/${id}`,
};
