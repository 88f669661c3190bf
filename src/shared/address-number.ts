import { z } from "zod";

/**
 * A whole number in an address (`?page=2`, `?season=2026`): its decimal digits and nothing else,
 * then `number`'s own rule (range, default). `z.coerce.number` read «0x7EA» as 2026, «1e3» as
 * 1000, « 5 » as 5 and an empty value as 0, so a link that looked wrong still answered, and two
 * spellings named one page (a cache and a crawler see two).
 */
export function addressNumber<T extends z.ZodType<number, number>>(message: string, number: T) {
  return z
    .string({ error: message })
    .regex(/^\d{1,15}$/, message)
    .transform(Number)
    .pipe(number);
}
