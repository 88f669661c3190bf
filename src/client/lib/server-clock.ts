// The one clock of the client: the server's time, as learnt from the stream's `ready` frame
// (milliseconds) and the `Date` header of API responses (whole seconds). A phone whose own clock
// runs minutes off still shows the minute every fan sees, because the live clock is computed from
// `serverNow()`, never from `Date.now()` alone.

interface Sample {
  /** Server time minus local time, in ms. */
  offset: number;
  /** How far off the offset may be: half the round trip plus the source's resolution. */
  uncertainty: number;
  /** Local time of the sample, so an old one can give way to a newer, rougher one. */
  takenAt: number;
}

/** A better sample is kept at most this long against rougher newer ones (clocks drift). */
const SAMPLE_MAX_AGE_MS = 10 * 60_000;

let best: Sample | null = null;
const listeners = new Set<() => void>();

/**
 * Records one reading of the server's clock. `sentAt` / `receivedAt` are local times around the
 * request; the reading is assumed to be taken halfway. `resolutionMs` is 1000 for the `Date`
 * header (it truncates to the second) and 0 for millisecond readings.
 */
export function noteServerTime(serverMs: number, sentAt: number, receivedAt: number, resolutionMs = 0): void {
  if (!Number.isFinite(serverMs) || receivedAt < sentAt) return;
  const midpoint = (sentAt + receivedAt) / 2;
  const sample: Sample = {
    offset: serverMs + resolutionMs / 2 - midpoint,
    uncertainty: (receivedAt - sentAt) / 2 + resolutionMs / 2,
    takenAt: receivedAt,
  };
  const isBetter =
    !best || sample.uncertainty <= best.uncertainty || receivedAt - best.takenAt > SAMPLE_MAX_AGE_MS;
  if (!isBetter) return;
  const changed = !best || Math.abs(best.offset - sample.offset) >= 250;
  best = sample;
  if (changed) for (const listener of listeners) listener();
}

/** The `Date` header of a response (seconds resolution). */
export function noteDateHeader(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  if (!dateHeader) return;
  noteServerTime(Date.parse(dateHeader), sentAt, receivedAt, 1000);
}

/** Server time minus local time in ms (0 until the server was heard from). */
export function serverOffsetMs(): number {
  return best?.offset ?? 0;
}

/** The current time on the server's clock. */
export function serverNow(): Date {
  return new Date(Date.now() + serverOffsetMs());
}

/** Called when the offset changes noticeably (so clocks re-render at once). */
export function onServerClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget every reading. */
export function resetServerClock(): void {
  best = null;
}
