import { z } from "zod";
import { POSITIONS } from "../constants.ts";
import { matchSummarySchema } from "../matches/response-schema.ts";
import type { PlayerStats } from "../players/stats.ts";
import { canton, count, exactly, id, isoDate, league, optionalCount, text } from "../response-schema.ts";
import type {
  Coach,
  ManageTeam,
  ManageTeamResponse,
  ManageTeamsResponse,
  TeamCoachesResponse,
  TeamDeletedResponse,
  TeamDetail,
  TeamMatchesResponse,
  TeamPlayer,
  TeamPlayersResponse,
  TeamResponse,
} from "./types.ts";

// The public team answers as zod schemas (OpenAPI), each exactly its response type.

export const teamDetailSchema = exactly<TeamDetail>()(
  z.object({
    id,
    name: z.string(),
    teamImageUrl: text,
    clubId: id.nullable(),
    clubName: text,
    clubLogoUrl: text,
    league,
    canton,
    playerCount: count,
    coachCount: count,
    createdAt: isoDate,
  }),
);

export const statsSchema = exactly<PlayerStats>()(
  z.object({ goals: count, assists: count, yellowCards: count, yellowRedCards: count, redCards: count }),
);

/** The fields of a player on a team page; the player page adds its team and club. */
export const teamPlayerShape = {
  id,
  teamId: id,
  firstName: z.string(),
  lastName: z.string(),
  playerNumber: optionalCount,
  playerImageUrl: text,
  birthYear: optionalCount,
  atClubSince: optionalCount,
  position: z.enum(POSITIONS).nullable(),
  stats: statsSchema,
};

export const teamPlayerSchema = exactly<TeamPlayer>()(z.object(teamPlayerShape));

export const coachSchema = exactly<Coach>()(
  z.object({
    id,
    teamId: id,
    firstName: z.string(),
    lastName: z.string(),
    role: z.string(),
    coachImageUrl: text,
    birthYear: optionalCount,
    atClubSince: optionalCount,
  }),
);

export const teamResponseSchema = exactly<TeamResponse>()(z.object({ team: teamDetailSchema }));
export const teamPlayersResponseSchema = exactly<TeamPlayersResponse>()(
  z.object({ players: z.array(teamPlayerSchema) }),
);
export const teamCoachesResponseSchema = exactly<TeamCoachesResponse>()(
  z.object({ coaches: z.array(coachSchema) }),
);

const manageTeamSchema = exactly<ManageTeam>()(
  z.object({
    id,
    name: z.string(),
    canton,
    league,
    group: z.string(),
    teamImageUrl: text,
    clubId: id.nullable(),
    createdByClubId: id.nullable(),
    completedMatchCount: count,
    agreedFixtureCount: count,
    createdAt: isoDate,
  }),
);
export const manageTeamsResponseSchema = exactly<ManageTeamsResponse>()(
  z.object({ teams: z.array(manageTeamSchema) }),
);
export const manageTeamResponseSchema = exactly<ManageTeamResponse>()(z.object({ team: manageTeamSchema }));
export const teamDeletedResponseSchema = exactly<TeamDeletedResponse>()(
  z.object({ deleted: z.boolean(), archived: z.boolean(), id }),
);
export const teamMatchesResponseSchema = exactly<TeamMatchesResponse>()(
  z.object({
    season: count,
    placement: z.object({ canton, league, group: z.string() }).nullable(),
    matches: z.array(matchSummarySchema),
  }),
);
