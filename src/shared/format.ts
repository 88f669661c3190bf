// The one de-CH formatting module. Everything is shown in Zurich time, whatever zone the
// machine (server container or a fan's phone abroad) runs in, so every reader sees the
// same kickoff time. The words, the order and Zurich's summer time come from the platform
// (Intl and the IANA time zone database it carries), so a change of the rules needs no code.
// Each formatter is built once: building one costs far more than using it.

import { zurichDateFromParts, zurichParts } from "./zurich-clock.ts";

// Zurich's wall clock lives in zurich-clock.ts; its readers may keep importing it from here.
export { type ZurichParts, zurichDateFromParts, zurichParts } from "./zurich-clock.ts";

const ZONE = "Europe/Zurich";

/** 'Montag, 5. Mai 2025' */
const longDate = new Intl.DateTimeFormat("de-CH", {
  timeZone: ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
/** '5. Mai 2025' */
const dayMonthYear = new Intl.DateTimeFormat("de-CH", {
  timeZone: ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});
/** '05.05.2025' */
const numericDate = new Intl.DateTimeFormat("de-CH", {
  timeZone: ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
/** '14:30' */
const clockTime = new Intl.DateTimeFormat("de-CH", {
  timeZone: ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
/** '05.05.2025, 14:30' */
const numericDateTime = new Intl.DateTimeFormat("de-CH", {
  timeZone: ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
/** 'Mo., 05.05.' */
const shortWeekdayDate = new Intl.DateTimeFormat("de-CH", {
  timeZone: ZONE,
  weekday: "short",
  day: "2-digit",
  month: "2-digit",
});

export type DateInput = Date | string | null | undefined;

/** A valid Date for a Date or date string, otherwise null (never an Invalid Date). */
export function toValidDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === "") return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad2 = (n: number): string => String(n).padStart(2, "0");

function formatWith(format: Intl.DateTimeFormat, input: DateInput): string {
  const date = toValidDate(input);
  return date ? format.format(date) : "";
}

/** 'Montag, 5. Mai 2025' */
export function formatLongDate(input: DateInput): string {
  return formatWith(longDate, input);
}

/** '5. Mai 2025': a day inside a sentence («vom 5. Mai 2025»). */
export function formatDayMonthYear(input: DateInput): string {
  return formatWith(dayMonthYear, input);
}

/** '05.05.2025' */
export function formatDate(input: DateInput): string {
  return formatWith(numericDate, input);
}

/** '14:30' (24-hour) */
export function formatTime(input: DateInput): string {
  return formatWith(clockTime, input);
}

/** '05.05.2025, 14:30' */
export function formatDateTime(input: DateInput): string {
  return formatWith(numericDateTime, input);
}

/** 'Montag, 5. Mai 2025, 14:30 Uhr' */
export function formatLongDateTime(input: DateInput): string {
  const date = toValidDate(input);
  return date ? `${longDate.format(date)}, ${clockTime.format(date)} Uhr` : "";
}

/** 'Mo., 05.05.' for compact match cards. */
export function formatShortWeekdayDate(input: DateInput): string {
  return formatWith(shortWeekdayDate, input);
}

/**
 * A form's date ('YYYY-MM-DD') and time ('HH:MM') read as Zurich wall-clock time, so a club
 * scheduling from abroad still gets the kickoff it typed. Null when either is malformed.
 */
export function parseMatchDateInput(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{2}):(\d{2})$/.exec(time.trim());
  if (!d || !t) return null;
  return zurichDateFromParts(Number(d[1]), Number(d[2]), Number(d[3]), Number(t[1]), Number(t[2]));
}

/** Inverse of parseMatchDateInput for prefilling inputs; empty strings for an invalid date. */
export function toZurichDateInput(input: DateInput): { date: string; time: string } {
  const date = toValidDate(input);
  if (!date) return { date: "", time: "" };
  const p = zurichParts(date);
  return {
    date: `${String(p.year).padStart(4, "0")}-${pad2(p.month)}-${pad2(p.day)}`,
    time: `${pad2(p.hour)}:${pad2(p.minute)}`,
  };
}

/** 00:00 Zurich time of the day `now` falls on in Zurich. */
export function zurichDayStart(now: Date = new Date()): Date {
  const p = zurichParts(now);
  // Zurich never changes clocks at midnight, so 00:00 always exists.
  return zurichDateFromParts(p.year, p.month, p.day) ?? now;
}

/** The calendar year in Zurich, so a fan's age does not flip early on New Year's Eve abroad. */
export function zurichYear(now: Date = new Date()): number {
  return zurichParts(now).year;
}

/**
 * Cuts at `max` characters and appends '…'. Counts code points so an emoji is never split
 * in half; trailing whitespace before the ellipsis is dropped.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max)).join("").trimEnd()}…`;
}

/** '1 Mannschaft', '3 Mannschaften', '0 Mannschaften' (German uses the plural for zero). */
export function pluralize(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function formatTeamCount(count: number): string {
  return pluralize(count, "Mannschaft", "Mannschaften");
}

/** Current year minus birth year (spec: player page); the birthday itself is not stored. */
export function age(birthYear: number, now: Date = new Date()): number {
  return zurichYear(now) - birthYear;
}

export function yearsAtClub(since: number, now: Date = new Date()): number {
  return zurichYear(now) - since;
}

export function formatYearsAtClub(since: number, now: Date = new Date()): string {
  const years = yearsAtClub(since, now);
  if (years <= 0) return "Neu im Verein";
  return pluralize(years, "Jahr", "Jahre");
}

function groupThousands(digits: string): string {
  // Swiss typography groups thousands with a right single quotation mark.
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, "\u2019");
}

/** Swiss grouping of a whole number: 12345 -> '12’345' (as formatChf groups francs). */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return "";
  const whole = Math.trunc(count);
  return `${whole < 0 ? "-" : ""}${groupThousands(String(Math.abs(whole)))}`;
}

/** Swiss price style: 19 -> 'CHF 19.–', 10.5 -> 'CHF 10.50', 1200 -> 'CHF 1’200.–'. */
/** A difference with its sign as part of the number: +5, 0, −3 (a real minus sign). */
export function formatDifference(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${Math.abs(value)}`;
  return "0";
}

/** A table's points: below zero (a deduction larger than the points) with a real minus sign, −2. */
export function formatPoints(value: number): string {
  return value < 0 ? `−${Math.abs(value)}` : String(value);
}

export function formatChf(amount: number): string {
  if (!Number.isFinite(amount)) return "";
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 && cents > 0 ? "-" : "";
  const francs = groupThousands(String(Math.floor(cents / 100)));
  const rest = cents % 100;
  return `CHF ${sign}${francs}.${rest === 0 ? "–" : pad2(rest)}`;
}

/** First letter for a logo placeholder; '?' when there is no name to take it from. */
export function initial(name: string | null | undefined): string {
  const first = Array.from((name ?? "").trim())[0];
  return first ? first.toLocaleUpperCase("de-CH") : "?";
}
