import { z } from "zod";
import { CANTONS, LEAGUES } from "./constants.ts";
import { type DeletedResponse, ERROR_CODES, type ErrorBody, type OkResponse } from "./http.ts";
import type { ImportRowError } from "./players/csv.ts";

// The kit of the response schemas (<domain>/response-schema.ts): the answers of the public GETs
// as zod schemas, for the OpenAPI document. The response types stay plain interfaces (the client
// reads them without loading zod); `exactly` ties each schema to its type.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * `exactly<ClubDetail>()(z.object({...}))`: the schema's output must be the type, no field more
 * or less, nullable where the type is; otherwise the type check fails at the schema.
 */
export function exactly<T>() {
  return <S extends z.ZodType>(
    schema: S & (Same<z.output<S>, T> extends true ? unknown : { "the schema's output differs from": T }),
  ): S => schema;
}

export const id = z.string().describe("UUID");
export const text = z.string().nullable();
export const count = z.number().int();
export const optionalCount = z.number().int().nullable();
export const isoDate = z.string().describe("ISO-8601 Zeitpunkt");
export const canton = z.enum(CANTONS);
export const league = z.enum(LEAGUES);

/**
 * A row of a CSV import the rules refused (line 1 is the header); players, fixtures and a
 * group's teams are imported alike. Here, not in players/, so the domains' schemas import no
 * other domain's for it (matches → players → teams → matches was a cycle: a schema undefined).
 */
export const importRowErrorSchema = exactly<ImportRowError>()(
  z.object({ line: count, column: z.string().optional(), message: z.string() }),
);

/** The one error body (http.ts), as every error status of every route answers it. */
export const errorBodySchema = exactly<ErrorBody>()(
  z.object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  }),
);
export const okResponseSchema = exactly<OkResponse>()(z.object({ ok: z.literal(true) }));
export const deletedResponseSchema = exactly<DeletedResponse>()(z.object({ deleted: z.literal(true), id }));
