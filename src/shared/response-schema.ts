import { z } from "zod";
import { CANTONS, LEAGUES } from "./constants.ts";

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
