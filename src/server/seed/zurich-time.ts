import { zurichDateFromParts, zurichParts } from "#shared/format.ts";

// Demo fixtures are scheduled in Swiss local time ("Samstag 15:00"), whatever the time zone of
// the machine that seeds them. The Zurich wall-clock rules are the shared ones (format.ts).

const SATURDAY = 6;

/**
 * The instant when Zurich's clocks show `time` ("HH:MM") on the day `dayOffset` days after
 * the Zurich calendar day of `now`.
 */
export function zurichWallTime(now: Date, dayOffset: number, time: string): Date {
  const today = zurichParts(now);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  // Date.UTC carries an offset past the month's end into the next month (and year).
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + dayOffset));
  const instant = zurichDateFromParts(
    day.getUTCFullYear(),
    day.getUTCMonth() + 1,
    day.getUTCDate(),
    hours,
    minutes,
  );
  if (!instant) throw new Error(`not a wall-clock time: ${time}`);
  return instant;
}

/** Days from today (Zurich) back to the most recent Saturday before today: -1 … -7. */
export function daysToLastSaturday(now: Date): number {
  const back = (zurichParts(now).weekday - SATURDAY + 7) % 7;
  return back === 0 ? -7 : -back;
}

/** Days from today (Zurich) to the next Saturday after today: 1 … 7. */
export function daysToNextSaturday(now: Date): number {
  const ahead = (SATURDAY - zurichParts(now).weekday + 7) % 7;
  return ahead === 0 ? 7 : ahead;
}
