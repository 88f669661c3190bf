import { z } from "zod";
import { TEAM_SIDES } from "../constants.ts";
import { exactly, id } from "../response-schema.ts";
import { LINEUP_ROLES } from "./schema.ts";
import type { LineupEntryView, MatchStartingLineups, SaveLineupResult, SideLineup } from "./types.ts";

// The public starting line-ups as a zod schema (OpenAPI), exactly its response type.

const lineupEntrySchema = exactly<LineupEntryView>()(
  z.object({
    playerId: id.nullable().meta({
      description:
        "Der Spieler auf Tschutti (/api/players/{id}); null für einen frei eingetragenen Namen, z. B. beim Gegner ohne Verein auf Tschutti.",
    }),
    name: z.string().meta({ description: "Vor- und Nachname des Spielers, sonst der eingetragene Name." }),
    shirtNumber: z.number().int().nullable().meta({
      description: "Rückennummer (beim Spieler auf Tschutti seine playerNumber); null ohne Nummer.",
    }),
    role: z.enum(LINEUP_ROLES).meta({ description: "start: in der Startelf; bench: auf der Ersatzbank." }),
    isCaptain: z
      .boolean()
      .meta({ description: "Captain; höchstens einer je Mannschaft, immer in der Startelf." }),
    isGoalkeeper: z.boolean().meta({ description: "Torhüter der Startelf; höchstens einer je Mannschaft." }),
  }),
);

export const sideLineupSchema = exactly<SideLineup>()(
  z.object({
    starters: z
      .array(lineupEntrySchema)
      .meta({ description: "Die Startelf (höchstens 11), in der erfassten Reihenfolge." }),
    bench: z
      .array(lineupEntrySchema)
      .meta({ description: "Die Ersatzbank (höchstens 12), in der erfassten Reihenfolge." }),
  }),
);

export const startingLineupsSchema = exactly<MatchStartingLineups>()(
  z.object({
    home: sideLineupSchema
      .nullable()
      .meta({ description: "Aufstellung der Heimmannschaft; null, solange keine erfasst ist." }),
    away: sideLineupSchema
      .nullable()
      .meta({ description: "Aufstellung der Gastmannschaft; null, solange keine erfasst ist." }),
  }),
);

export const saveLineupResultSchema = exactly<SaveLineupResult>()(
  z.object({ side: z.enum(TEAM_SIDES), lineup: sideLineupSchema.nullable() }),
);
