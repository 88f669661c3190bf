import { apiPath, withQuery } from "../http.ts";
import type {
  ManageTeamResponse,
  ManageTeamsResponse,
  TeamCoachesResponse,
  TeamDeletedResponse,
  TeamMatchesResponse,
  TeamPlayersResponse,
  TeamResponse,
} from "./types.ts";

// Paths of the team endpoints, public and management.

export const teamPaths = {
  detail: (teamId: string) => apiPath<TeamResponse>`/api/teams/${teamId}`,
  players: (teamId: string) => apiPath<TeamPlayersResponse>`/api/teams/${teamId}/players`,
  coaches: (teamId: string) => apiPath<TeamCoachesResponse>`/api/teams/${teamId}/coaches`,
  /** Without a season the server answers the current one. */
  matches: (teamId: string, query: { season?: number | null | undefined } = {}) =>
    withQuery(apiPath<TeamMatchesResponse>`/api/teams/${teamId}/matches`, query),
  /** The team's public iCalendar feed (text/calendar, not JSON). */
  calendar: (teamId: string) => apiPath<string>`/api/teams/${teamId}/calendar.ics`,
  clubTeams: (clubId: string) => apiPath<ManageTeamsResponse>`/api/manage/clubs/${clubId}/teams`,
  create: (clubId: string) => apiPath<ManageTeamResponse>`/api/manage/clubs/${clubId}/teams`,
  createOpponent: (clubId: string) => apiPath<ManageTeamResponse>`/api/manage/clubs/${clubId}/opponent-teams`,
  update: (teamId: string) => apiPath<ManageTeamResponse>`/api/manage/teams/${teamId}`,
  remove: (teamId: string) => apiPath<TeamDeletedResponse>`/api/manage/teams/${teamId}`,
};
