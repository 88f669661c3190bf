import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Sql } from "./client.ts";

/** The channel of migration 0011's trigger: the payload is the name of the table that changed. */
export const DATA_CHANGE_CHANNEL = "tschutti_data_change";
const BARRIER_PREFIX = "barrier:";

export interface ChangeFeedListener {
  /** A table changed in a committed transaction (this process's or another's). */
  changed(table: string): void;
  /** Notifications may have been missed (first listen, reconnect): forget everything. */
  reset(): void;
}

export interface ChangeFeed {
  /** Only once LISTEN runs can a cached answer be trusted to hear of its tables' changes. */
  isListening(): boolean;
  /**
   * The tables whose writes are announced (migration 0011's trigger): an answer that declares a
   * table without it is never kept, so a table added without the trigger costs speed, not
   * correctness.
   */
  readonly tables: { announced: ReadonlySet<string> };
  /**
   * Resolves once every change committed before the call has been delivered to the listener, so
   * a write request can answer only after this process's cache has forgotten what it changed
   * (read-your-writes). A barrier NOTIFY is sent now; PostgreSQL delivers notifications in commit
   * order, so the write's own ones arrive before it. Gives up after `timeoutMs` with a reset.
   */
  catchUp(timeoutMs?: number): Promise<void>;
  start(listener: ChangeFeedListener): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The pool's one LISTEN connection (postgres.js's `sql.listen`), the same one the realtime hub
 * hears live changes on: a transaction that adds a ticker event NOTIFYs both channels, and on one
 * connection they arrive in order, so the cache has dropped the old events before the hub's frame
 * makes a fan's page read them again. postgres.js re-LISTENs by itself after a lost connection
 * and then calls `onlisten` again: the cache starts empty then, since whatever was sent in
 * between is lost for good.
 */
export function createChangeFeed(sql: Sql, log: Logger): ChangeFeed {
  let listener: ChangeFeedListener | null = null;
  let listening = false;
  let unlisten: (() => Promise<void>) | null = null;
  // Unique across processes: every listener hears every barrier and must only wake for its own.
  const feedId = randomUUID();
  let barrierCount = 0;
  const barriers = new Map<string, () => void>();
  const tables = { announced: new Set<string>() };

  function onNotify(payload: string): void {
    if (payload.startsWith(BARRIER_PREFIX)) {
      barriers.get(payload)?.();
      return;
    }
    listener?.changed(payload);
  }

  function onListen(): void {
    if (listening) log.info("change feed listening again; read cache emptied");
    listening = true;
    listener?.reset();
  }

  return {
    isListening: () => listening,
    tables,
    async catchUp(timeoutMs = 2_000) {
      if (!listening) return;
      const token = `${BARRIER_PREFIX}${feedId}:${++barrierCount}`;
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<void>((resolve) => {
        barriers.set(token, resolve);
        timer = setTimeout(() => {
          log.warn("change feed barrier timed out; read cache emptied");
          listener?.reset();
          resolve();
        }, timeoutMs);
      });
      try {
        await sql`select pg_notify(${DATA_CHANGE_CHANNEL}, ${token})`;
        await arrived;
      } catch {
        listener?.reset();
      } finally {
        clearTimeout(timer);
        barriers.delete(token);
      }
    },
    async start(onChange) {
      listener = onChange;
      const rows = await sql<{ table: string; announced: boolean }[]>`
        select c.relname as table,
               exists (select 1 from pg_trigger t
                       where t.tgrelid = c.oid and t.tgname = 'data_change_notify') as announced
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm')`;
      for (const row of rows) if (row.announced) tables.announced.add(row.table);
      unlisten = (await sql.listen(DATA_CHANGE_CHANNEL, onNotify, onListen)).unlisten;
    },
    async stop() {
      listening = false;
      await unlisten?.().catch(() => {});
      unlisten = null;
    },
  };
}
