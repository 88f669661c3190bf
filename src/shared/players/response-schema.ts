import { z } from "zod";
import { POSITIONS } from "../constants.ts";
import {
  canton,
  count,
  exactly,
  id,
  importRowErrorSchema,
  league,
  optionalCount,
  text,
} from "../response-schema.ts";
import { statsSchema, teamPlayerShape } from "../teams/response-schema.ts";
import type { ImportedPlayer, PlayerImportPreview } from "./csv.ts";
import type { PlayerTeamStats } from "./stats.ts";
import type {
  ManagePlayer,
  ManagePlayerResponse,
  ManagePlayersResponse,
  PlayerDetail,
  PlayerImportResponse,
  PlayerResponse,
} from "./types.ts";

// The public player answer as a zod schema (OpenAPI), exactly its response type.

const playerTeamStatsSchema = exactly<PlayerTeamStats>()(
  z.object({ teamId: id, teamName: z.string(), stats: statsSchema }),
);

export const playerDetailSchema = exactly<PlayerDetail>()(
  z.object({
    ...teamPlayerShape,
    statsByTeam: z.array(playerTeamStatsSchema),
    team: z.object({ id, name: z.string(), teamImageUrl: text, league, canton }),
    club: z.object({ id, clubName: z.string(), clubLogoUrl: text }).nullable(),
  }),
);

export const playerResponseSchema = exactly<PlayerResponse>()(z.object({ player: playerDetailSchema }));

const position = z.enum(POSITIONS).nullable();

const managePlayerSchema = exactly<ManagePlayer>()(
  z.object({
    id,
    firstName: z.string(),
    lastName: z.string(),
    position,
    playerNumber: optionalCount,
    birthYear: optionalCount,
    atClubSince: optionalCount,
    teamId: id,
    teamName: z.string(),
    teamLeague: league,
    playerImageUrl: text,
    mediaConsent: z.boolean(),
    goals: count,
    assists: count,
    yellowCards: count,
    yellowRedCards: count,
    redCards: count,
  }),
);
export const managePlayersResponseSchema = exactly<ManagePlayersResponse>()(
  z.object({ players: z.array(managePlayerSchema) }),
);
export const managePlayerResponseSchema = exactly<ManagePlayerResponse>()(
  z.object({ player: managePlayerSchema }),
);

const importedPlayerSchema = exactly<ImportedPlayer>()(
  z.object({
    line: count,
    firstName: z.string(),
    lastName: z.string(),
    teamId: id,
    position,
    playerNumber: optionalCount,
    birthYear: optionalCount,
    atClubSince: optionalCount,
    playerImageUrl: text.optional(),
    mediaConsent: z.boolean().optional(),
  }),
);
export const playerImportPreviewSchema = exactly<PlayerImportPreview>()(
  z.object({ rows: z.array(importedPlayerSchema), errors: z.array(importRowErrorSchema) }),
);
export const playerImportResponseSchema = exactly<PlayerImportResponse>()(z.object({ imported: count }));
