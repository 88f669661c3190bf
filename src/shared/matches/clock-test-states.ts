import type { MatchPeriod } from "../constants.ts";
import type { ClockState } from "./clock.ts";

// Clock states and instants for the clock and control tests: a half that began at START.

export const START = new Date("2025-05-05T12:30:00Z");

/** `now` a given time after the period started. */
export function at(minutes: number, seconds = 0): Date {
  return new Date(START.getTime() + (minutes * 60 + seconds) * 1000);
}

export function state(
  period: MatchPeriod,
  stoppageMinutes = 0,
  periodStartedAt: Date | string | null = START,
): ClockState {
  return { period, periodStartedAt, stoppageMinutes };
}
