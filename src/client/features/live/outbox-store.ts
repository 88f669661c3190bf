// The outbox's database (offline-queue.ts) and the check whether it holds anything: every page
// asks that at start (outbox-center-loader.tsx), while what reads and writes the actions loads
// only with the live control or with an action left to send.

const DB_NAME = "tschutti-live";
export const STORE = "outbox";

let dbPromise: Promise<IDBDatabase> | null = null;

export function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export function openDb(): Promise<IDBDatabase> {
  dbPromise ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(STORE, { keyPath: "seq", autoIncrement: true });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      dbPromise = null;
      reject(req.error);
    };
  });
  return dbPromise;
}

export async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await openDb();
  const tx = db.transaction(STORE, mode);
  const result = await request(run(tx.objectStore(STORE)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
  return result;
}

const listeners = new Set<() => void>();

/** Called after every change of the outbox (in this tab). */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners of this tab (offline-queue.ts, after each change). */
export function notifyOutboxChange(): void {
  for (const listener of listeners) listener();
}

/**
 * Whether anything waits, without creating the database for a visitor who never queued an
 * action (where the browser can list its databases).
 */
export async function hasOutboxEntries(): Promise<boolean> {
  if (!dbPromise && typeof indexedDB.databases === "function") {
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes(DB_NAME)) return false;
  }
  return (await withStore("readonly", (s) => s.count())) > 0;
}
