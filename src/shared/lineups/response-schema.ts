import { z } from "zod";
import { TEAM_SIDES } from "../constants.ts";
import { exactly, id } from "../response-schema.ts";
import { LINEUP_ROLES } from "./schema.ts";
import type { LineupEntryView, MatchStartingLineups, SaveLineupResult, SideLineup } from "./types.ts";

// The public starting line-ups as a zod schema (OpenAPI), exactly its response type.

const lineupEntrySchema = exactly<LineupEntryView>()(
  z.object({
    playerId: id.nullable(),
    name: z.string(),
    shirtNumber: z.number().int().nullable(),
    role: z.enum(LINEUP_ROLES),
    isCaptain: z.boolean(),
    isGoalkeeper: z.boolean(),
  }),
);

export const sideLineupSchema = exactly<SideLineup>()(
  z.object({ starters: z.array(lineupEntrySchema), bench: z.array(lineupEntrySchema) }),
);

export const startingLineupsSchema = exactly<MatchStartingLineups>()(
  z.object({ home: sideLineupSchema.nullable(), away: sideLineupSchema.nullable() }),
);

export const saveLineupResultSchema = exactly<SaveLineupResult>()(
  z.object({ side: z.enum(TEAM_SIDES), lineup: sideLineupSchema.nullable() }),
);
