import { z } from "zod";
import { exactly } from "../response-schema.ts";
import { coachSchema } from "../teams/response-schema.ts";
import type { ManageCoachesResponse, ManageCoachResponse } from "./types.ts";

// The coach management answers as zod schemas (OpenAPI), each exactly its response type.

export const manageCoachesResponseSchema = exactly<ManageCoachesResponse>()(
  z.object({ coaches: z.array(coachSchema) }),
);
export const manageCoachResponseSchema = exactly<ManageCoachResponse>()(z.object({ coach: coachSchema }));
