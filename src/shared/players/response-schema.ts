import { z } from "zod";
import { canton, exactly, id, league, text } from "../response-schema.ts";
import { teamPlayerShape } from "../teams/response-schema.ts";
import type { PlayerDetail, PlayerResponse } from "./types.ts";

// The public player answer as a zod schema (OpenAPI), exactly its response type.

export const playerDetailSchema = exactly<PlayerDetail>()(
  z.object({
    ...teamPlayerShape,
    team: z.object({ id, name: z.string(), teamImageUrl: text, league, canton }),
    club: z.object({ id, clubName: z.string(), clubLogoUrl: text }).nullable(),
  }),
);

export const playerResponseSchema = exactly<PlayerResponse>()(z.object({ player: playerDetailSchema }));
