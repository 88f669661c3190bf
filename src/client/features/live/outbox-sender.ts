import { ApiError, api } from "../../lib/api.ts";
import { listOutbox, onOutboxChange, type QueuedAction, removeFromOutbox } from "./offline-queue.ts";

// Sends the outbox, one action at a time and oldest first, so the fans' timeline gets the events
// in the order they were tapped. Each attempt carries the action's own Idempotency-Key: a retry
// after a lost answer is applied once by the server. One sender per browser (Web Locks), so two
// open tabs never send the same entry side by side.

export interface OutboxHandlers {
  onSent: (action: QueuedAction, result: unknown) => void;
  /** The server refused it for good (4xx): it is dropped and the user told why. */
  onRejected: (action: QueuedAction, error: ApiError) => void;
}

let handlers: OutboxHandlers | null = null;
let running: Promise<void> | null = null;
let isRequested = false;
let inFlightSeq: number | null = null;

export function setOutboxHandlers(next: OutboxHandlers | null): void {
  handlers = next;
}

/** Whether the server will never accept this action as it is (retrying cannot help). */
function isFinalRefusal(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  // 401: signed out meanwhile, keep it for after signing in; 408/429: later may work.
  return error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

async function drain(): Promise<void> {
  for (;;) {
    const [next] = await listOutbox();
    if (next?.seq === undefined) return;
    inFlightSeq = next.seq;
    try {
      const result = await api(next.path, {
        method: next.method,
        body: next.body,
        idempotencyKey: next.idempotencyKey,
      });
      await removeFromOutbox(next.seq);
      handlers?.onSent(next, result);
    } catch (error) {
      if (!isFinalRefusal(error)) return; // offline or server trouble: the next flush tries again
      await removeFromOutbox(next.seq);
      handlers?.onRejected(next, error);
    } finally {
      inFlightSeq = null;
    }
  }
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

/** Waits for the current run, e.g. before undoing an action that is on its way. */
export function outboxSettled(): Promise<void> {
  return running ?? Promise.resolve();
}

const RETRY_MS = 5_000;

/** Starts flushing on load, when the browser is back online and every few seconds meanwhile. */
export function startOutboxSender(): () => void {
  const flush = () => void flushOutbox();
  window.addEventListener("online", flush);
  const stopListening = onOutboxChange(() => {
    if (navigator.onLine) flush();
  });
  const id = window.setInterval(async () => {
    if ((await listOutbox()).length) flush();
  }, RETRY_MS);
  flush();
  return () => {
    window.removeEventListener("online", flush);
    stopListening();
    window.clearInterval(id);
  };
}
