// A kickoff typed as Zurich wall-clock time (the match dialog's date and time) and the instant
// it names. At the spring clock change a local time does not exist (02:30 on the
// last Sunday of March): it is refused with a message naming the clock change, never moved to
// 03:30. In autumn the hour from 02:00 repeats: the first of the two is meant, and the form
// says so. The offsets come from the platform's time-zone data (Intl, 'Europe/Zurich'), not
// from a rule written here.

const ZONE = "Europe/Zurich";

export type KickoffTime =
  | { kind: "invalid" }
  /** The local time does not exist that day (skipped by the spring clock change). */
  | { kind: "missing"; shiftMinutes: number }
  | { kind: "exact"; instant: Date }
  /** The local time exists twice (autumn): `instant` is the first one. */
  | { kind: "doubled"; instant: Date; shiftMinutes: number };

let wallFormat: Intl.DateTimeFormat | null = null;
let offsetFormat: Intl.DateTimeFormat | null = null;

function wallClock(instant: number): string {
  wallFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  const parts = wallFormat.formatToParts(instant);
  return `${part(parts, "year")}-${part(parts, "month")}-${part(parts, "day")} ${part(parts, "hour")}:${part(parts, "minute")}`;
}

/** Minutes Zurich is ahead of UTC at an instant ('GMT+02:00' → 120). */
function offsetMinutes(instant: number): number {
  offsetFormat ??= new Intl.DateTimeFormat("en-US", { timeZone: ZONE, timeZoneName: "longOffset" });
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const DAY_MS = 86_400_000;

/** Reads 'YYYY-MM-DD' and 'HH:MM' as Zurich wall-clock time. */
export function resolveKickoff(date: string, time: string): KickoffTime {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{2}):(\d{2})$/.exec(time.trim());
  if (!d || !t) return { kind: "invalid" };
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return { kind: "invalid" };
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(naive);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return { kind: "invalid" };
  }
  const wanted = `${d[1]}-${d[2]}-${d[3]} ${t[1]}:${t[2]}`;
  // The offsets in force a day before and after cover any single change in between.
  const before = offsetMinutes(naive - DAY_MS);
  const after = offsetMinutes(naive + DAY_MS);
  const candidates = [...new Set([before, after])]
    .map((offset) => naive - offset * 60_000)
    .filter((instant) => wallClock(instant) === wanted)
    .sort((a, b) => a - b);
  const [first] = candidates;
  const shiftMinutes = Math.abs(after - before);
  if (first === undefined) return { kind: "missing", shiftMinutes };
  if (candidates.length > 1) return { kind: "doubled", instant: new Date(first), shiftMinutes };
  return { kind: "exact", instant: new Date(first) };
}

/** The instant of a kickoff, or null when it is malformed or does not exist. */
export function kickoffInstant(date: string, time: string): Date | null {
  const kickoff = resolveKickoff(date, time);
  return kickoff.kind === "exact" || kickoff.kind === "doubled" ? kickoff.instant : null;
}

function swissDate(date: string): string {
  const [y, m, d] = date.trim().split("-");
  return `${d}.${m}.${y}`;
}

function shift(minutes: number): string {
  return minutes === 60 ? "eine Stunde" : `${minutes} Minuten`;
}

/** The refusal of a time the spring clock change skips. */
export function missingKickoffMessage(date: string, time: string, shiftMinutes: number): string {
  return `${time.trim()} Uhr gibt es am ${swissDate(date)} nicht: In dieser Nacht wird die Uhr um ${shift(shiftMinutes)} vorgestellt (Zeitumstellung auf Sommerzeit). Bitte wähle eine andere Anstosszeit.`;
}

/** What the form says about a time the autumn clock change repeats. */
export function doubledKickoffNote(date: string, time: string, shiftMinutes: number): string {
  return `${time.trim()} Uhr gibt es am ${swissDate(date)} zweimal, weil die Uhr in dieser Nacht um ${shift(shiftMinutes)} zurückgestellt wird (Zeitumstellung auf Winterzeit). Gespeichert wird die erste ${time.trim()} Uhr, vor der Zeitumstellung.`;
}
