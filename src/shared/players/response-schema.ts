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
  z.object({
    teamId: id.meta({
      description: "Die Mannschaft, für die er diese Zahlen erzielt hat (auch eine frühere).",
    }),
    teamName: z.string(),
    stats: statsSchema,
  }),
);

export const playerDetailSchema = exactly<PlayerDetail>()(
  z.object({
    ...teamPlayerShape,
    stats: statsSchema.meta({
      description:
        "Alles, was er über alle Saisons getan hat, für welche Mannschaft auch immer (im Kader einer Mannschaft steht dagegen nur, was er für sie tat). Aufgeteilt in statsByTeam.",
    }),
    statsByTeam: z.array(playerTeamStatsSchema).meta({
      description:
        "stats nach den Mannschaften, für die er sie erzielt hat: seine jetzige zuerst, dann die anderen nach Namen; nur Mannschaften mit mindestens einer Zahl über 0.",
    }),
    team: z.object({ id, name: z.string(), teamImageUrl: text, league, canton }).meta({
      description: "Die Mannschaft, in deren Kader er jetzt steht; league und canton ihrer laufenden Saison.",
    }),
    club: z.object({ id, clubName: z.string(), clubLogoUrl: text }).nullable().meta({
      description: "Der Verein seiner Mannschaft; null, wenn sie keinem Verein auf Tschutti gehört.",
    }),
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
    mediaConsent: z.boolean().meta({
      description:
        "«Einverständnis liegt vor»: Foto und Jahrgang eines Minderjährigen dürfen öffentlich erscheinen; ohne sind sie in den öffentlichen Antworten null.",
    }),
    goals: count.meta({
      description:
        "Tore für seine jetzige Mannschaft (nicht für eine frühere), aus den Spielereignissen gezählt, wie assists und die Karten; der Verein schreibt sie nie.",
    }),
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
