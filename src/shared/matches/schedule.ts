import { LIVE_TAB_UPCOMING, type MatchStatus } from "../constants.ts";
import { zurichDateFromParts, zurichDayStart } from "../format.ts";

// Upcoming versus past (public-and-accounts §4, club-management §4): a match is upcoming when
// its date and time are after now, past when they are now or earlier.

export type ScheduledMatch = {
  matchDate: Date | string | null;
  status: MatchStatus;
};

const DOTTED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})(?:[\s,]+(\d{1,2}):(\d{2}))?$/;
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === "Z") return 0;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || "0"));
}

function parseIso(match: RegExpExecArray): Date | null {
  const [, y, mo, d, h = "0", mi = "0", s = "0", ms = "0", zone] = match;
  const local = zurichDateFromParts(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
  if (!local) return null;
  const millis = Number(ms.padEnd(3, "0"));
  // Without a zone the time is a Zurich wall-clock time, not the machine's local time.
  if (zone === undefined) return new Date(local.getTime() + millis);
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), millis);
  return new Date(wall - offsetMinutes(zone) * 60_000);
}

/**
 * Reads the date formats older data may carry: 'dd.mm.yy' and 'dd.mm.yyyy' (optionally
 * followed by 'HH:MM'; two-digit years are 20yy) and ISO strings. Dates and times without
 * a zone are Zurich time. Any other string Date.parse understands is accepted as a last
 * resort. Null when nothing fits, which callers treat as a past match.
 */
export function parseLegacyMatchDate(input: string): Date | null {
  const text = input.trim();
  if (text === "") return null;

  const dotted = DOTTED_DATE.exec(text);
  if (dotted) {
    const [, d, mo, y = "", h = "0", mi = "0"] = dotted;
    const year = y.length === 2 ? 2000 + Number(y) : Number(y);
    return zurichDateFromParts(year, Number(mo), Number(d), Number(h), Number(mi));
  }

  const iso = ISO_DATE.exec(text);
  if (iso) return parseIso(iso);

  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

function matchTime(match: ScheduledMatch): number | null {
  const { matchDate } = match;
  if (matchDate === null) return null;
  if (matchDate instanceof Date) return Number.isNaN(matchDate.getTime()) ? null : matchDate.getTime();
  return parseLegacyMatchDate(matchDate)?.getTime() ?? null;
}

/**
 * Upcoming when the date is after now. Cancelled matches stay upcoming (shown with an
 * ABGESAGT overlay). A match that is live or completed has been played, so it is never
 * upcoming even if it kicked off before its scheduled time.
 */
export function isUpcoming(match: ScheduledMatch, now: Date = new Date()): boolean {
  if (match.status === "live" || match.status === "completed") return false;
  const time = matchTime(match);
  return time !== null && time > now.getTime();
}

/**
 * Still to be played: scheduled or postponed. A live or completed match has been played and a
 * cancelled one (called off, or aborted) will not be, so what was not recorded for it will not come.
 */
export function isStillToBePlayed(match: { status: MatchStatus }): boolean {
  return match.status === "scheduled" || match.status === "postponed";
}

/**
 * What a match's course says before it has an event, on its page and in its widget alike: a
 * match still to be played begins its ticker at kickoff, a live one waits for its first event,
 * one called off before its kickoff was not played, and a finished or aborted one gets no more (a
 * forfeit, a result entered afterwards).
 */
export function emptyCourseNote(match: { status: MatchStatus; startedAt: string | Date | null }): string {
  if (isStillToBePlayed(match)) return "Der Ticker beginnt mit dem Anpfiff.";
  if (match.status === "live") return "Noch keine Ereignisse vorhanden.";
  if (isCalledOffUnplayed(match)) return "Das Spiel wurde abgesagt und nicht gespielt.";
  return "Zu diesem Spiel wurden keine Ereignisse erfasst.";
}

/** Called off before its kickoff: it was never played (an abort is cancelled after one). */
export function isCalledOffUnplayed(match: {
  status: MatchStatus;
  startedAt: string | Date | null;
}): boolean {
  return match.status === "cancelled" && match.startedAt === null;
}

/** Upcoming soonest first, past most recent first; unreadable dates go to the end of past. */
export function splitSchedule<T extends ScheduledMatch>(
  matches: readonly T[],
  now: Date = new Date(),
): { upcoming: T[]; past: T[] } {
  const upcoming: { match: T; time: number }[] = [];
  const past: { match: T; time: number }[] = [];
  for (const match of matches) {
    const time = matchTime(match) ?? Number.NEGATIVE_INFINITY;
    (isUpcoming(match, now) ? upcoming : past).push({ match, time });
  }
  upcoming.sort((a, b) => a.time - b.time);
  // Infinity minus Infinity is NaN, which sort would read as 'unordered'; keep such ties stable.
  past.sort((a, b) => (a.time === b.time ? 0 : b.time - a.time));
  return { upcoming: upcoming.map((e) => e.match), past: past.map((e) => e.match) };
}

/**
 * 'Anstehende Spiele' of the club's live-ticker tab: scheduled matches from 00:00 Zurich time
 * today on, soonest first, at most 5. Kept from today's start so a match whose kickoff time
 * has just passed can still be started. Cancelled matches are left out: they cannot be
 * started.
 */
export function liveTabUpcoming<T extends ScheduledMatch>(
  matches: readonly T[],
  now: Date = new Date(),
  limit: number = LIVE_TAB_UPCOMING,
): T[] {
  const from = zurichDayStart(now).getTime();
  return matches
    .filter((match) => match.status === "scheduled")
    .map((match) => ({ match, time: matchTime(match) }))
    .filter((entry): entry is { match: T; time: number } => entry.time !== null && entry.time >= from)
    .sort((a, b) => a.time - b.time)
    .slice(0, limit)
    .map((entry) => entry.match);
}
