// Demo fixtures are scheduled in Swiss local time ("Samstag 15:00"), whatever the time zone of
// the machine that seeds them. Intl knows Europe/Zurich's daylight-saving rules, so no library.

const ZONE = "Europe/Zurich";
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

const formatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  weekday: "short",
});

export interface ZurichParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 1 = Monday … 7 = Sunday (ISO). */
  isoWeekday: number;
}

export function zurichParts(date: Date): ZurichParts {
  const parts = new Map(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  const num = (type: Intl.DateTimeFormatPartTypes) => Number(parts.get(type) ?? "0");
  const weekday = WEEKDAYS.indexOf((parts.get("weekday") ?? "Mon") as (typeof WEEKDAYS)[number]);
  return {
    year: num("year"),
    month: num("month"),
    day: num("day"),
    hour: num("hour"),
    minute: num("minute"),
    second: num("second"),
    isoWeekday: weekday + 1,
  };
}

/** Milliseconds Zurich's wall clock is ahead of UTC at that instant (1 h in winter, 2 h in summer). */
function zurichOffsetMs(instant: number): number {
  const p = zurichParts(new Date(instant));
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant when Zurich's clocks show `time` ("HH:MM") on the day `dayOffset` days after
 * the Zurich calendar day of `now`.
 */
export function zurichWallTime(now: Date, dayOffset: number, time: string): Date {
  const today = zurichParts(now);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const wall = Date.UTC(today.year, today.month - 1, today.day + dayOffset, hours, minutes);
  // First guess with the offset at the wall time itself, then once more with the offset at the
  // guessed instant, which is right on both sides of a daylight-saving switch.
  const guess = wall - zurichOffsetMs(wall);
  return new Date(wall - zurichOffsetMs(guess));
}

/** Days from today (Zurich) back to the most recent Saturday before today: -1 … -7. */
export function daysToLastSaturday(now: Date): number {
  const back = (zurichParts(now).isoWeekday - 6 + 7) % 7;
  return back === 0 ? -7 : -back;
}

/** Days from today (Zurich) to the next Saturday after today: 1 … 7. */
export function daysToNextSaturday(now: Date): number {
  const ahead = (6 - zurichParts(now).isoWeekday + 7) % 7;
  return ahead === 0 ? 7 : ahead;
}
