import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { matchPath } from "#shared/matches/paths.ts";
import { resultMarkTitle } from "#shared/matches/result-mark.ts";
import { matchPairing, matchTitle } from "#shared/matches/title.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { teamLabel } from "#shared/rankings/types.ts";

/** A match with the two timestamps the calendar needs to version it. */
export interface CalendarMatch {
  match: MatchSummary;
  createdAt: Date;
  updatedAt: Date;
}

export interface CalendarInput {
  name: string;
  /** Public base URL of Tschutti (no trailing slash), for links and the UID domain. */
  baseUrl: string;
  matches: CalendarMatch[];
}

// An amateur match with half-time takes about 1 h 45 min; the slot covers it with a margin.
const MATCH_DURATION_MS = 2 * 60 * 60 * 1000;

/**
 * Stable across every change of the match, and the same whatever address the feed was fetched
 * at (localhost, an IP, a new domain): calendar apps update the event in place instead of
 * showing the match twice. RFC 5545 only asks for global uniqueness, which the match id gives.
 */
export function matchUid(matchId: string): string {
  return `match-${matchId}@tschutti.ch`;
}

/**
 * A postponed match keeps its old date until it is set again: calendar apps show it as
 * tentative (and the summary says «Verschoben»), a cancelled one as cancelled.
 */
function eventStatus(status: MatchSummary["status"]): ICalEventStatus {
  if (status === "cancelled") return ICalEventStatus.CANCELLED;
  if (status === "postponed") return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

/**
 * RFC 5545 SEQUENCE must grow with each revision. Seconds since creation grow with every update
 * (updated_at is set on each change), without a revision counter in the database.
 */
export function matchSequence(createdAt: Date, updatedAt: Date): number {
  return Math.max(0, Math.floor((updatedAt.getTime() - createdAt.getTime()) / 1000));
}

/**
 * The event's title: the shared match title, but a live match without its score. Calendar apps
 * read the feed about hourly (its TTL): a live score there would still say «2:1 (live)» an hour
 * after a 3:1 final whistle. The result comes with the next read after it.
 */
function eventTitle(match: MatchSummary): string {
  return match.status === "live" ? matchPairing(match) : matchTitle(match);
}

function descriptionText(match: MatchSummary, url: string): string {
  const lines = [`${match.homeTeam.league}, ${match.homeTeam.canton}`];
  // A cancelled or postponed match says why, as its page does.
  if ((match.status === "cancelled" || match.status === "postponed") && match.cancellationReason)
    lines.push(`Grund: ${match.cancellationReason}`);
  // The summary only says «(Forfait)» or «(Spielabbruch)», to stay short: here who and why.
  if (match.status === "completed") {
    const { homeTeam: home, awayTeam: away } = match;
    const note = resultMarkTitle(
      match,
      teamLabel(home.name, home.clubName),
      teamLabel(away.name, away.clubName),
    );
    if (note) lines.push(note);
  }
  lines.push(`Live-Ticker und Details: ${url}`);
  return lines.join("\n");
}

// Control characters other than line breaks have no place in an RFC 5545 TEXT value; names stored
// before the names refused them must not break the feed either.
const LINE_BREAK = /\r\n?|[\u2028\u2029]/g;
const CONTROL = /\p{Cc}/gu;
const plain = (value: string) =>
  value.replace(LINE_BREAK, "\n").replace(CONTROL, (c) => (c === "\n" ? c : ""));

/**
 * RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. ical-generator
 * escapes the events' texts itself but writes the calendar's NAME and X-WR-CALNAME as given.
 */
export function escapeIcalText(value: string): string {
  return plain(value)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n");
}

/**
 * Switzerland's time zone (CET/CEST, the EU rule since 1996). The events keep their UTC times;
 * the zone is there because RFC 5545 §3.6 wants at least one component in a calendar, and a team
 * without matches has no event: a bare VCALENDAR is refused by strict readers.
 */
const ZURICH_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Zurich",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
]
  .map((line) => `${line}\r\n`)
  .join("");

/** The iCalendar text of a feed of matches. */
export function buildMatchCalendar(input: CalendarInput): string {
  const calendar = ical({
    name: escapeIcalText(input.name),
    prodId: { company: "Tschutti", product: "Spielplan", language: "DE" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
    url: input.baseUrl,
  });
  for (const { match, createdAt, updatedAt } of input.matches) {
    const start = new Date(match.matchDate);
    const url = `${input.baseUrl}${matchPath(match.id)}`;
    calendar.createEvent({
      id: matchUid(match.id),
      sequence: matchSequence(createdAt, updatedAt),
      stamp: updatedAt,
      lastModified: updatedAt,
      created: createdAt,
      start,
      end: new Date(start.getTime() + MATCH_DURATION_MS),
      // The library escapes these; `plain` only drops control characters it would pass on.
      summary: plain(eventTitle(match)),
      description: plain(descriptionText(match, url)),
      location: match.stadium ? plain(match.stadium) : null,
      url,
      status: eventStatus(match.status),
    });
  }
  // RFC 5545 §3.1: every content line ends with CRLF, the last one too (ical-generator omits it).
  const text = calendar.toString().replace(/(\r\n)?$/, "\r\n");
  // The time zone before the events, as calendars usually list it.
  const firstEvent = text.indexOf("BEGIN:VEVENT\r\n");
  const at = firstEvent >= 0 ? firstEvent : text.lastIndexOf("END:VCALENDAR\r\n");
  return text.slice(0, at) + ZURICH_TIMEZONE + text.slice(at);
}
