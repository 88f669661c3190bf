// The live control's outbox: every action is written to IndexedDB before it
// is sent, with the Idempotency-Key it keeps for every attempt, so nothing tapped at the
// touchline is lost when the connection drops or the page reloads. Entries are sent strictly in
// the order they were tapped (ascending `seq`), except that an undo takes the place of the tap it
// takes back (`place`): the goal taken back should not stand while the taps made after it go out.

import type { ApiPath } from "#shared/http.ts";
import { notifyOutboxChange, openDb, request, STORE, withStore } from "./outbox-store.ts";

export { hasOutboxEntries, onOutboxChange } from "./outbox-store.ts";

export interface QueuedAction {
  /** Order of the taps (IndexedDB key, auto-incremented). */
  seq?: number;
  idempotencyKey: string;
  matchId: string;
  method: "POST" | "PUT" | "DELETE";
  /** Built by a path builder when queued; kept as the string IndexedDB stores. */
  path: ApiPath<unknown>;
  body?: unknown;
  /** What the queue shows: 'Tor FC Seeblick, #9 Lena Frei (23')'. */
  label: string;
  /** An undo's: the `seq` of the tap it takes back, so it is sent right after that tap. */
  place?: number;
  /** Set for a new event, so an undo before sending just drops it. */
  kind: "event" | "undo" | "phase";
  createdAt: string;
  /** Toast once the server has it (e.g. 'Halbzeit!'). */
  successMessage?: string;
  /** Server errors (5xx, 408, 429) met so far; after a few the entry counts as failed. */
  attempts?: number;
  /**
   * Set when the server refused it (4xx) or kept failing: it waits for the user's 'Erneut
   * senden' or 'Verwerfen', and the entries after it are sent meanwhile.
   */
  failure?: { status: number; message: string };
  /**
   * Set once an attempt went out and no answer came back (a gateway's 502/503/504, a connection
   * lost on the way) or the server said it still runs an earlier attempt (409 in_progress): the
   * server may have stored it, so taking it back cannot just drop it.
   */
  mayBeStored?: true;
  /**
   * Taken back after such an attempt: it is sent again under its key (the server answers what it
   * stored, or stores it now) and then becomes the deletion of its event, in its own place.
   */
  takenBack?: true;
}

/** Waiting to be sent (not set aside as failed). */
export function isWaiting(action: QueuedAction): boolean {
  return action.failure === undefined;
}

export async function addToOutbox(action: Omit<QueuedAction, "seq">): Promise<number> {
  const seq = Number(await withStore("readwrite", (s) => s.add(action)));
  notifyOutboxChange();
  return seq;
}

/** The order entries are sent in: by tap, an undo right after the tap it takes back. */
function bySendOrder(a: QueuedAction, b: QueuedAction): number {
  const placeA = a.place ?? a.seq ?? 0;
  const placeB = b.place ?? b.seq ?? 0;
  if (placeA !== placeB) return placeA - placeB;
  const isUndoA = a.place === undefined ? 0 : 1;
  const isUndoB = b.place === undefined ? 0 : 1;
  return isUndoA - isUndoB || (a.seq ?? 0) - (b.seq ?? 0);
}

/** All waiting actions in the order they are sent (optionally of one match). */
export async function listOutbox(matchId?: string): Promise<QueuedAction[]> {
  const all = await withStore("readonly", (s) => s.getAll() as IDBRequest<QueuedAction[]>);
  return (matchId ? all.filter((a) => a.matchId === matchId) : all).sort(bySendOrder);
}

/**
 * Changes a kept entry (its attempts or failure); an entry removed meanwhile stays removed.
 * `notify: false` for what no one shows (a count of attempts): a change starts a new send.
 */
export async function updateInOutbox(
  seq: number,
  change: (action: QueuedAction) => QueuedAction,
  { notify = true } = {},
): Promise<void> {
  const db = await openDb();
  const tx = db.transaction(STORE, "readwrite");
  const store = tx.objectStore(STORE);
  const current = await request(store.get(seq) as IDBRequest<QueuedAction | undefined>);
  if (current) await request(store.put(change(current)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
  if (notify) notifyOutboxChange();
}

export async function removeFromOutbox(seq: number): Promise<void> {
  await withStore("readwrite", (s) => s.delete(seq));
  notifyOutboxChange();
}
