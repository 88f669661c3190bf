// Zurich's wall clock through the platform's Intl (the IANA rules it carries): the fields of an
// instant there, and the instant of a wall-clock time. Apart from the formatters (format.ts,
// which re-exports these), since a page's loader that only needs today's season (the ranking's)
// would otherwise copy every formatter into its chunk beside the page's own copy.

const ZONE = "Europe/Zurich";

/** Numeric wall-clock fields in Zurich, read with formatToParts. */
const wallClock = new Intl.DateTimeFormat("de-CH", {
  timeZone: ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** Wall-clock fields of an instant in Zurich; month is 1..12, weekday 0 = Sunday. */
export type ZurichParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

/** Milliseconds since the epoch of a wall-clock time read as UTC (years below 100 included). */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year);
  return date.getTime();
}

export function zurichParts(date: Date): ZurichParts {
  const f = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of wallClock.formatToParts(date)) {
    if (part.type in f) f[part.type as keyof typeof f] = Number(part.value);
  }
  return { ...f, weekday: new Date(utcMs(f.year, f.month, f.day)).getUTCDay() };
}

/** Milliseconds Zurich's clocks are ahead of UTC at an instant (the IANA rules, through Intl). */
function zurichOffsetMs(epochMs: number): number {
  const whole = Math.floor(epochMs / 1000) * 1000;
  const p = zurichParts(new Date(whole));
  return utcMs(p.year, p.month, p.day, p.hour, p.minute, p.second) - whole;
}

/** Whether the day exists in that month (the Date arithmetic rolls a 31 April over to 1 May). */
function isValidCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const date = new Date(utcMs(year, month, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The instant at which Zurich clocks show the given wall-clock time. On the spring-forward
 * night a time that does not exist (02:30) moves forward by the gap (03:30 CEST); on the
 * fall-back night a time that occurs twice resolves to the earlier one (CEST). This is the
 * 'compatible' rule of Temporal and of most calendar apps.
 */
export function zurichDateFromParts(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date | null {
  if (![year, month, day, hour, minute, second].every(Number.isInteger)) return null;
  if (!isValidCalendarDate(year, month, day)) return null;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return null;
  const wall = utcMs(year, month, day, hour, minute, second);
  // Zurich's offset changes at most once within a day, so the offsets half a day either
  // side are the only two candidates.
  const offsetBefore = zurichOffsetMs(wall - 12 * 3_600_000);
  const offsetAfter = zurichOffsetMs(wall + 12 * 3_600_000);
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter(
    (epoch) => epoch + zurichOffsetMs(epoch) === wall,
  );
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(wall - offsetBefore);
}
