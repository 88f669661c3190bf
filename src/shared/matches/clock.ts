import type { MatchPeriod } from "../constants.ts";
import { type DateInput, toValidDate } from "../format.ts";

// The live clock is server state (period, when it started, stoppage minutes); every client
// derives the same minute from it each second (docs/architecture.md, a live event 5). The rules come from
// club-management §4 and public-and-accounts §4.
//
// Minute convention (as football tickers count): the first minute is minute 1, so a match
// 30 s old shows 1' and 44:59 shows 45'. The second half starts at 46'. Regulation time of
// a half is over once its 45 minutes have fully elapsed (clock 45:00 / 90:00); from then
// on the label counts stoppage: 45+1', 90+1'. Each half is held at the end of its announced
// stoppage: with 2 minutes the first half stops at 47:00 and shows 45+2'.

export const HALF_MINUTES = 45;
export const FULL_TIME_MINUTES = 2 * HALF_MINUTES;
/** Default answer of the stoppage prompt (club-management §4). */
export const DEFAULT_STOPPAGE_MINUTES = 2;
/** Highest minute the event form accepts (club-management §5). */
export const MAX_EVENT_MINUTE = 120;

export type ClockState = {
  period: MatchPeriod;
  periodStartedAt: DateInput;
  /** Stoppage announced for the half being played (the server resets it per half). */
  stoppageMinutes: number;
};

/** The clock of a match row or summary: the three fields the rules below read. */
export function clockStateOf(match: ClockState): ClockState {
  return {
    period: match.period,
    periodStartedAt: match.periodStartedAt,
    stoppageMinutes: match.stoppageMinutes,
  };
}

function stoppageOf(state: ClockState): number {
  const minutes = Math.floor(state.stoppageMinutes);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 0;
}

/** Whole seconds since the current half began, before any holding; 0 if unknown or future. */
function secondsIntoPeriod(state: ClockState, now: Date): number {
  const started = toValidDate(state.periodStartedAt);
  if (!started) return 0;
  return Math.max(0, Math.floor((now.getTime() - started.getTime()) / 1000));
}

/** Seconds into the current half, held at 45 + stoppage minutes. */
function heldSecondsIntoHalf(state: ClockState, now: Date): number {
  return Math.min(secondsIntoPeriod(state, now), (HALF_MINUTES + stoppageOf(state)) * 60);
}

/** Seconds on a match clock reading 00:00 at kickoff and 45:00 at the second-half kickoff. */
export function clockSeconds(state: ClockState, now: Date = new Date()): number {
  switch (state.period) {
    case "not_started":
      return 0;
    case "first_half":
      return heldSecondsIntoHalf(state, now);
    case "halftime":
      return HALF_MINUTES * 60;
    case "second_half":
      return HALF_MINUTES * 60 + heldSecondsIntoHalf(state, now);
    case "finished":
      return FULL_TIME_MINUTES * 60;
  }
}

/** 'mm:ss' for the control dialog; minutes keep counting past 60 (e.g. '92:15'). */
export function formatClockSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}

/** Ticker minute within the current half: 1.. (45 + stoppage). */
function minuteOfHalf(state: ClockState, now: Date): number {
  const stoppage = stoppageOf(state);
  return Math.min(Math.floor(secondsIntoPeriod(state, now) / 60) + 1, HALF_MINUTES + stoppage);
}

/**
 * The running minute as a number: 0 before kickoff, 1..45+stoppage in the first half, 45 at
 * halftime, 46..90+stoppage in the second half, 90 when finished.
 */
export function clockMinute(state: ClockState, now: Date = new Date()): number {
  switch (state.period) {
    case "not_started":
      return 0;
    case "first_half":
      return minuteOfHalf(state, now);
    case "halftime":
      return HALF_MINUTES;
    case "second_half":
      return HALF_MINUTES + minuteOfHalf(state, now);
    case "finished":
      return FULL_TIME_MINUTES;
  }
}

/** "23'", or "45+2'" / "90+3'" once a half's regulation time is over. */
export function formatMinuteLabel(minute: number, regulationEnd: number): string {
  return minute > regulationEnd ? `${regulationEnd}+${minute - regulationEnd}'` : `${minute}'`;
}

/**
 * A minute label as words for a screen reader: "73'" is «73. Minute», "45+2'" «45. Minute plus 2»
 * (a reader says the apostrophe or nothing); 'HZ', 'Ende' and '' stay as they are.
 */
export function spokenMinuteLabel(label: string): string {
  if (!label.endsWith("'")) return label;
  const [minute, added] = label.slice(0, -1).split("+");
  return added === undefined ? `${minute}. Minute` : `${minute}. Minute plus ${added}`;
}

/** The public and control label: "23'", "45+2'", "90+3'", 'HZ', 'Ende', or '' before kickoff. */
export function formatClockLabel(state: ClockState, now: Date = new Date()): string {
  switch (state.period) {
    case "not_started":
      return "";
    case "first_half":
      return formatMinuteLabel(clockMinute(state, now), HALF_MINUTES);
    case "halftime":
      return "HZ";
    case "second_half":
      return formatMinuteLabel(clockMinute(state, now), FULL_TIME_MINUTES);
    case "finished":
      return "Ende";
  }
}

/** Long form of the paused labels for places with room ('Halbzeit' instead of 'HZ'). */
export function formatClockLabelLong(state: ClockState, now: Date = new Date()): string {
  if (state.period === "halftime") return "Halbzeit";
  return formatClockLabel(state, now);
}

/** LIVE badge versus PAUSE badge: the clock runs only during a half. */
export function isClockRunning(state: ClockState): boolean {
  return state.period === "first_half" || state.period === "second_half";
}

/**
 * Whether a half's regulation 45 minutes are over and stoppage is being played, i.e. exactly
 * when the label carries a plus. Without announced stoppage the clock holds at 45' / 90' and
 * this stays false.
 */
export function isInStoppage(state: ClockState, now: Date = new Date()): boolean {
  if (!isClockRunning(state)) return false;
  return minuteOfHalf(state, now) > HALF_MINUTES;
}

/** "+2'" for the announced stoppage of the running half, null when none is announced. */
export function stoppageBadge(state: ClockState): string | null {
  const stoppage = stoppageOf(state);
  return isClockRunning(state) && stoppage > 0 ? `+${stoppage}'` : null;
}

/**
 * The minute a new event defaults to. Events carry a plain minute and are listed by it, so
 * first-half stoppage events are put at 45: as 46 or 47 they would sort after the
 * second-half kickoff, which is recorded at 46.
 */
export function eventMinuteNow(state: ClockState, now: Date = new Date()): number {
  const minute = clockMinute(state, now);
  if (state.period === "first_half") return Math.min(minute, HALF_MINUTES);
  return Math.min(minute, MAX_EVENT_MINUTE);
}

/**
 * The minute and stoppage minute a new event defaults to: '45+2' while first-half stoppage
 * runs (minute 45, added 2), '90+3' in the second half's; so stoppage events sort before the
 * second-half kickoff and after the regular minutes.
 */
export function eventTimeNow(
  state: ClockState,
  now: Date = new Date(),
): { minute: number; addedMinute: number | null } {
  const minute = clockMinute(state, now);
  if (state.period === "first_half" && minute > HALF_MINUTES) {
    return { minute: HALF_MINUTES, addedMinute: minute - HALF_MINUTES };
  }
  if (state.period === "second_half" && minute > FULL_TIME_MINUTES) {
    return { minute: FULL_TIME_MINUTES, addedMinute: Math.min(minute - FULL_TIME_MINUTES, 30) };
  }
  return { minute: Math.min(minute, MAX_EVENT_MINUTE), addedMinute: null };
}

/** Stoppage minutes an event may carry (the event form's limit). */
const MAX_ADDED_MINUTES = 30;

/**
 * The refusal of an event the running match has not reached yet (a minute typed ahead of the
 * clock, which the final whistle would later stand before), or null. One minute more than the
 * clock shows goes, for a phone whose clock runs a little ahead; once a half's clock holds at
 * the end of the announced stoppage, any stoppage minute goes (the referee may add more). Only
 * a running match is judged: before kickoff and after the final whistle the report is written.
 */
export function eventAheadOfClock(
  state: ClockState,
  event: { minute: number; addedMinute: number | null },
  now: Date = new Date(),
): string | null {
  if (state.period === "halftime") return event.minute > HALF_MINUTES ? CLOCK_MESSAGES.halftime : null;
  if (!isClockRunning(state)) return null;
  const regulationEnd = state.period === "first_half" ? HALF_MINUTES : FULL_TIME_MINUTES;
  const minute = clockMinute(state, now);
  const held = secondsIntoPeriod(state, now) >= (HALF_MINUTES + stoppageOf(state)) * 60;
  const latest = held ? regulationEnd + MAX_ADDED_MINUTES : minute + 1;
  // The first half's stoppage is written 45+n: a minute past 45 belongs to the second half.
  const isAhead =
    event.minute + (event.addedMinute ?? 0) > latest ||
    (state.period === "first_half" && event.minute > HALF_MINUTES);
  return isAhead
    ? CLOCK_MESSAGES.aheadOfClock(formatMinuteLabel(minute, regulationEnd).replace(/'$/, ""))
    : null;
}

export const CLOCK_MESSAGES = {
  aheadOfClock: (minute: string) =>
    `Die Uhr zeigt die ${minute}. Minute: ein Ereignis kann nicht später sein. Geht sie nach, stelle sie nach der Uhr des Schiedsrichters.`,
  halftime: "Es ist Halbzeit: Ereignisse der zweiten Halbzeit kommen nach ihrem Anpfiff.",
} as const;

/** The minutes the running half's clock can be set to: 1–45 in the first, 46–90 in the second. */
export function settableMinutes(period: MatchPeriod): { from: number; to: number } | null {
  if (period === "first_half") return { from: 1, to: HALF_MINUTES };
  if (period === "second_half") return { from: HALF_MINUTES + 1, to: FULL_TIME_MINUTES };
  return null;
}

/**
 * When the running half must have begun for the clock to show `minute` now, a second into the
 * minute («12.» Minute: 11:01 played). Set on its very first second, a phone whose clock is a
 * moment behind the server's read the minute before. Null outside the half's settable minutes.
 */
export function periodStartForMinute(period: MatchPeriod, minute: number, now: Date): Date | null {
  const range = settableMinutes(period);
  if (!range || minute < range.from || minute > range.to) return null;
  return new Date(now.getTime() - (minute - range.from) * 60_000 - CLOCK_SET_GRACE_MS);
}

const CLOCK_SET_GRACE_MS = 1000;

/** Half-time break assumed by the legacy rule. */
const LEGACY_HALFTIME_MINUTES = 15;
/** Stoppage the legacy rule allows at the end before holding the minute. */
const LEGACY_MAX_STOPPAGE = 5;

/**
 * Fallback for a live match without period data (public-and-accounts §4): the minute is
 * derived from started_at alone. Minutes 1..45 count as the first half. The next 15 minutes
 * are first-half stoppage or the break; which one cannot be told, so the minute holds at 45.
 * Once 60 or more minutes have elapsed the 15-minute break is subtracted (60 elapsed ->
 * 46'), and the minute is held at 90 + 5. Null without a valid started_at.
 */
export function publicMinuteFromStartedAt(startedAt: DateInput, now: Date = new Date()): number | null {
  const started = toValidDate(startedAt);
  if (!started) return null;
  const elapsed = Math.max(0, Math.floor((now.getTime() - started.getTime()) / 60_000));
  if (elapsed < HALF_MINUTES) return elapsed + 1;
  if (elapsed < HALF_MINUTES + LEGACY_HALFTIME_MINUTES) return HALF_MINUTES;
  return Math.min(elapsed - LEGACY_HALFTIME_MINUTES + 1, FULL_TIME_MINUTES + LEGACY_MAX_STOPPAGE);
}

/** Label for the legacy minute: "67'", "90+3'" (plus suffix above 90), '' without started_at. */
export function formatLegacyMinuteLabel(startedAt: DateInput, now: Date = new Date()): string {
  const minute = publicMinuteFromStartedAt(startedAt, now);
  return minute === null ? "" : formatMinuteLabel(minute, FULL_TIME_MINUTES);
}

/**
 * The public minute: "23'", "45+2'", "90+3'", 'HZ'. A live match without period data (older
 * rows) falls back to the minute derived from started_at (public-and-accounts §4).
 */
export function liveMinuteLabel(match: ClockState & { startedAt: DateInput }, now: Date): string {
  if (match.period === "not_started") return formatLegacyMinuteLabel(match.startedAt, now);
  return formatClockLabel(clockStateOf(match), now);
}
