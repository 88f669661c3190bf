import { type Clock, systemClock, yearOf } from "../form-fields.ts";

// The days a match may lie on: from 2000 to the end of the year ten years ahead. A year typed
// wrong (1900, 9999, 2205 for 2025) was stored as a match that sorts at either end of every list
// and is never played. The year is read at validation time: a server outlives New Year.

export const FIRST_MATCH_YEAR = 2000;
export const MATCH_YEARS_AHEAD = 10;

/** The last year a match may be planned in. */
export function lastMatchYear(clock: Clock = systemClock): number {
  return yearOf(clock) + MATCH_YEARS_AHEAD;
}

export function matchDateRangeMessage(clock: Clock = systemClock): string {
  return `Bitte wähle ein Datum zwischen dem 01.01.${FIRST_MATCH_YEAR} und dem 31.12.${lastMatchYear(clock)}`;
}

/**
 * The refusal of a match day 'YYYY-MM-DD' (a Zurich day, as the dialog and the import write it)
 * outside the range, or null. A malformed day is left to the date check.
 */
export function matchDateRangeFault(day: string, clock: Clock = systemClock): string | null {
  const year = Number(/^(\d{4})-\d{2}-\d{2}$/.exec(day.trim())?.[1]);
  if (!Number.isInteger(year)) return null;
  return year >= FIRST_MATCH_YEAR && year <= lastMatchYear(clock) ? null : matchDateRangeMessage(clock);
}
