import { matchPaths } from "#shared/matches/paths.ts";
import { ApiError, api } from "../../lib/api.ts";
import {
  isWaiting,
  listOutbox,
  onOutboxChange,
  type QueuedAction,
  removeFromOutbox,
  updateInOutbox,
} from "./offline-queue.ts";

// Sends the outbox, one action at a time and oldest first, so the fans' timeline gets the events
// in the order they were tapped. Each attempt carries the action's own Idempotency-Key: a retry
// after a lost answer is applied once by the server. One sender per browser (Web Locks), so two
// open tabs never send the same entry side by side.

export interface OutboxHandlers {
  onSent: (action: QueuedAction, result: unknown) => void;
  /** The server refused it (4xx) or kept failing: it is set aside and the user told why. */
  onRejected: (action: QueuedAction, error: ApiError) => void;
}

let handlers: OutboxHandlers | null = null;
let running: Promise<void> | null = null;
let isRequested = false;
let inFlightSeq: number | null = null;
/** What waits for the answer of the entry in flight, by its seq; run before the next is sent. */
const answerWaiters = new Map<number, (() => Promise<void>)[]>();

export function setOutboxHandlers(next: OutboxHandlers | null): void {
  handlers = next;
}

/** Server errors an entry may meet before it is set aside: about 10 s of later taps held. */
export const MAX_SERVER_ATTEMPTS = 3;

/** Whether the server will never accept this action as it is (retrying cannot help). */
function isFinalRefusal(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  // 401: signed out meanwhile, keep it for after signing in; 408/429: later may work.
  return error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

/**
 * The server still runs an earlier attempt under this key (a proxy gave up on it): no refusal,
 * that attempt may store it yet. Asked again later, not counted toward setting it aside: the
 * server answers once that attempt ends, or takes the key over after a few minutes.
 */
const isStillRunning = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === "in_progress";

/** The server (or a proxy) answered, but not now: 5xx, 408, 429. */
function isServerTrouble(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status >= 500 || error.status === 408 || error.status === 429);
}

/** A gateway's answer: the server behind it may have stored the write and only the answer got lost. */
const isGatewayTrouble = (error: ApiError) => [502, 503, 504].includes(error.status);

/** `mayBeStored` as an entry keeps it: set or absent. */
const storedMark = (mayBeStored: boolean) => (mayBeStored ? { mayBeStored: true as const } : {});

async function setAside(
  action: QueuedAction & { seq: number },
  error: ApiError,
  mayBeStored: boolean,
): Promise<void> {
  const failure = { status: error.status, message: error.message };
  await updateInOutbox(action.seq, ({ mayBeStored: _earlier, ...rest }) => ({
    ...rest,
    ...storedMark(mayBeStored),
    failure,
  }));
  // An undo waiting for this answer decides what becomes of the entry and tells the user itself.
  if (!answerWaiters.has(action.seq)) handlers?.onRejected({ ...action, failure }, error);
}

function eventIdOf(result: unknown): string | undefined {
  if (typeof result !== "object" || result === null || !("event" in result)) return undefined;
  const { event } = result;
  if (typeof event !== "object" || event === null || !("id" in event)) return undefined;
  return typeof event.id === "string" ? event.id : undefined;
}

/**
 * A tap taken back after a lost answer now has one: its event is deleted next, in the tap's
 * place, under a key of its own kept for every attempt. Not shown as sent: the goal would
 * flash up on the ticker for a moment.
 */
async function turnIntoDeletion(entry: QueuedAction & { seq: number }, result: unknown): Promise<void> {
  const eventId = eventIdOf(result);
  if (eventId === undefined) return removeFromOutbox(entry.seq);
  await updateInOutbox(entry.seq, (tap) => ({
    seq: entry.seq,
    idempotencyKey: crypto.randomUUID(),
    matchId: tap.matchId,
    method: "DELETE",
    path: matchPaths.removeEvent(eventId),
    label: tap.label,
    kind: "undo",
    createdAt: tap.createdAt,
  }));
}

async function drain(): Promise<void> {
  for (;;) {
    // Oldest first; entries set aside (refused, or failing again and again) do not hold the rest.
    const next = (await listOutbox()).find(isWaiting);
    if (next?.seq === undefined) return;
    const entry = { ...next, seq: next.seq };
    inFlightSeq = entry.seq;
    // Offline the browser does not send at all; online, a failed fetch may have reached the server.
    const isSentOnline = navigator.onLine;
    try {
      const result = await api(entry.path, {
        method: entry.method,
        body: entry.body,
        idempotencyKey: entry.idempotencyKey,
      });
      if (entry.takenBack) {
        await turnIntoDeletion(entry, result);
      } else {
        await removeFromOutbox(entry.seq);
        handlers?.onSent(entry, result);
      }
    } catch (error) {
      if (isStillRunning(error)) {
        await updateInOutbox(entry.seq, (a) => ({ ...a, mayBeStored: true }), { notify: false });
        return; // the next flush (every few seconds) asks again
      }
      if (isFinalRefusal(error)) {
        // The server's own answer to the key: whatever an earlier attempt did, nothing of it is
        // stored, so a tap taken back needs nothing more.
        if (entry.takenBack) await removeFromOutbox(entry.seq);
        else await setAside(entry, error, false);
      } else if (isServerTrouble(error)) {
        const attempts = (entry.attempts ?? 0) + 1;
        const mayBeStored = entry.mayBeStored === true || isGatewayTrouble(error);
        if (attempts >= MAX_SERVER_ATTEMPTS) {
          await setAside(entry, error, mayBeStored);
        } else {
          await updateInOutbox(entry.seq, (a) => ({ ...a, attempts, ...storedMark(mayBeStored) }), {
            notify: false,
          });
          return; // the next flush (every few seconds) tries it again
        }
      } else {
        if (error instanceof ApiError && error.code === "network" && isSentOnline) {
          await updateInOutbox(entry.seq, (a) => ({ ...a, mayBeStored: true }), { notify: false });
        }
        return; // offline or signed out: the next flush tries again
      }
    } finally {
      inFlightSeq = null;
      // Before the next entry is picked: an undo waiting for this answer queues its DELETE now.
      await runAnswerWaiters(entry.seq);
    }
  }
}

async function runAnswerWaiters(seq: number): Promise<void> {
  const waiters = answerWaiters.get(seq) ?? [];
  answerWaiters.delete(seq);
  for (const waiter of waiters) await waiter();
}

/**
 * Runs `then` once the entry now in flight has its answer (or its attempt failed), before the
 * sender picks the next entry: an undo queued from there goes out before the taps made
 * meanwhile. Call it only while `isInFlight(seq)`, in the same turn as that check.
 */
export function afterAnswer<T>(seq: number, then: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const waiters = answerWaiters.get(seq) ?? [];
    waiters.push(() => then().then(resolve, reject));
    answerWaiters.set(seq, waiters);
  });
}

/** 'Erneut senden': the entry waits in its place again, with fresh attempts. */
export async function retryOutboxEntry(seq: number): Promise<void> {
  await updateInOutbox(seq, ({ failure: _failure, attempts: _attempts, ...rest }) => rest);
  await flushOutbox();
}

async function drainExclusively(): Promise<void> {
  if (typeof navigator !== "undefined" && navigator.locks) {
    await navigator.locks.request("tschutti-live-outbox", drain);
  } else {
    await drain();
  }
}

/** Sends what waits; calls while a run is going on make it look again at the end. */
export function flushOutbox(): Promise<void> {
  isRequested = true;
  running ??= (async () => {
    try {
      while (isRequested) {
        isRequested = false;
        await drainExclusively();
      }
    } finally {
      running = null;
    }
  })();
  return running;
}

/** The entry being sent right now (it cannot be taken back from the queue any more). */
export function isInFlight(seq: number): boolean {
  return inFlightSeq === seq;
}

/** Waits for the current run (tests, and whoever must see the outbox at rest). */
export function outboxSettled(): Promise<void> {
  return running ?? Promise.resolve();
}

const RETRY_MS = 5_000;

let isStarted = false;

/**
 * Sends now, when the browser is back online, after every change and every few seconds while
 * something waits; for as long as the page lives, whichever page of the app it is.
 * Calling it again does nothing.
 */
export function startOutboxSender(): void {
  if (isStarted) return;
  isStarted = true;
  const flush = () => void flushOutbox();
  window.addEventListener("online", flush);
  onOutboxChange(() => {
    if (navigator.onLine) flush();
  });
  window.setInterval(async () => {
    if ((await listOutbox()).some(isWaiting)) flush();
  }, RETRY_MS);
  flush();
}
