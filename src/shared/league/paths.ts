import type { Canton, League } from "../constants.ts";
import { apiPath, withQuery } from "../http.ts";
import type { GroupImportPreview, GroupImportResponse } from "./group-csv.ts";
import type {
  OfficeCreatedResponse,
  OfficeDoneResponse,
  OfficeLeagueResponse,
  OfficeRedCardsResponse,
  OfficeTeamSearchResponse,
  PlacementCheckResponse,
  PlacementResponse,
} from "./types.ts";

// Paths of the league office's console API («Spielleitung»).

export interface GroupImportQuery {
  season: number;
  canton: Canton;
  league: League;
  group: string;
}

export const leagueOfficePaths = {
  league: (query: { season: number; canton: Canton; league: League }) =>
    withQuery(apiPath<OfficeLeagueResponse>`/api/league-office/league`, query),
  teams: (query: { q: string; season: number }) =>
    withQuery(apiPath<OfficeTeamSearchResponse>`/api/league-office/teams`, query),
  placements: () => apiPath<PlacementResponse>`/api/league-office/placements`,
  /** PUT: what the placement would be (a move?) and where the team stands now, nothing saved. */
  checkPlacement: () =>
    withQuery(apiPath<PlacementCheckResponse>`/api/league-office/placements`, { dryRun: "1" }),
  deductions: () => apiPath<OfficeCreatedResponse>`/api/league-office/deductions`,
  deduction: (id: string) => apiPath<OfficeDoneResponse>`/api/league-office/deductions/${id}`,
  withdrawals: () => apiPath<OfficeDoneResponse>`/api/league-office/withdrawals`,
  /** DELETE: takes a withdrawal back. */
  withdrawal: (teamId: string, season: number) =>
    withQuery(apiPath<OfficeDoneResponse>`/api/league-office/withdrawals/${teamId}`, { season }),
  /** The team's red cards of the season that count: the ones a «Rote Karte» correction may raise. */
  redCards: (query: { teamId: string; season: number }) =>
    withQuery(apiPath<OfficeRedCardsResponse>`/api/league-office/red-cards`, query),
  corrections: () => apiPath<OfficeCreatedResponse>`/api/league-office/fair-play-corrections`,
  correction: (id: string) => apiPath<OfficeDoneResponse>`/api/league-office/fair-play-corrections/${id}`,
  /** POST text/csv: checks a group's teams and fixtures without writing (the dry run). */
  checkGroupImport: (query: GroupImportQuery) =>
    withQuery(apiPath<GroupImportPreview>`/api/league-office/import`, { ...query, dryRun: "1" }),
  /** POST text/csv: places the file's teams in the group and creates its fixtures, all or nothing. */
  importGroup: (query: GroupImportQuery) =>
    withQuery(apiPath<GroupImportResponse>`/api/league-office/import`, { ...query }),
};
