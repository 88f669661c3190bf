import { zurichDateFromParts, zurichParts } from "../zurich-clock.ts";

// A Swiss football season runs from 1 July to 30 June (Zurich time). A season is named by the
// year it starts in; its label is '2025/26'.

/** The earliest season a selector offers (the platform holds no older matches). */
export const FIRST_SEASON = 2020;

/** The start year of the season an instant falls in: 30 June 2026 → 2025, 1 July 2026 → 2026. */
export function seasonOf(date: Date): number {
  const { year, month } = zurichParts(date);
  return month >= 7 ? year : year - 1;
}

/** 00:00 Zurich on 1 July of `startYear` (inclusive) up to 00:00 on 1 July a year later (exclusive). */
export function seasonRange(startYear: number): { from: Date; to: Date } {
  const from = zurichDateFromParts(startYear, 7, 1);
  const to = zurichDateFromParts(startYear + 1, 7, 1);
  if (!from || !to) throw new Error(`no season ${startYear}`);
  return { from, to };
}

/** '2025/26' */
export function seasonLabel(startYear: number): string {
  return `${startYear}/${String((startYear + 1) % 100).padStart(2, "0")}`;
}

/** The seasons a selector offers, newest first: the current one back to FIRST_SEASON. */
export function selectableSeasons(now: Date = new Date()): number[] {
  const seasons: number[] = [];
  for (let year = seasonOf(now); year >= FIRST_SEASON; year--) seasons.push(year);
  return seasons;
}
