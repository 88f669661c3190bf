import { z } from "zod";

/**
 * A whole number in an address (`?page=2`, `?season=2026`): its decimal digits and nothing else,
 * then `number`'s own rule (range, default). `z.coerce.number` read «0x7EA» as 2026, «1e3» as
 * 1000, « 5 » as 5 and an empty value as 0, so a link that looked wrong still answered, and two
 * spellings named one page (a cache and a crawler see two).
 *
 * The API document shows it as an integer with the bounds `number` checks, read from `number`
 * itself, so the document cannot state another limit than the one the request meets.
 */
export function addressNumber<T extends z.ZodType<number, number>>(message: string, number: T) {
  return z
    .string({ error: message })
    .regex(/^\d{1,15}$/, message)
    .transform(Number)
    .pipe(number)
    .meta(integerDoc(number));
}

/** `addressNumber` with the value an absent parameter takes, also stated in the API document. */
export function addressNumberOr(message: string, number: z.ZodNumber, fallback: number) {
  return addressNumber(message, number).default(fallback).meta({ default: fallback });
}

/** The JSON schema words for the number; its `type` replaces the digits' string in the document. */
function integerDoc(number: z.ZodType<number, number>) {
  const bounds = number instanceof z.ZodNumber ? number : undefined;
  const finite = (value: number | null | undefined) =>
    value !== null && value !== undefined && Number.isFinite(value) ? value : undefined;
  return {
    type: "integer" as const,
    minimum: finite(bounds?.minValue),
    maximum: finite(bounds?.maxValue),
  };
}
