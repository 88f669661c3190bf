import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import postgres from "postgres";

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
  /** Only while LISTEN runs can a cached answer be trusted to hear of its tables' changes. */
  isListening(): boolean;
  /** Every table of the schema, and those whose writes are announced (migration 0011). */
  readonly tables: { all: readonly string[]; announced: ReadonlySet<string> };
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
 * One LISTEN connection of its own (not postgres.js's shared `sql.listen`, which does not say
 * when it lost its connection): while it is down the cache is bypassed, and after it is back the
 * cache starts empty, because notifications sent in between are lost for good.
 */
export function createChangeFeed(url: string, log: Logger): ChangeFeed {
  let listener: ChangeFeedListener | null = null;
  let listening = false;
  let stopped = false;
  const feedId = randomUUID();
  let barrierCount = 0;
  const barriers = new Map<string, () => void>();
  const tables = { all: [] as string[], announced: new Set<string>() };

  // `onnotify` is how postgres.js's own `listen` receives notifications; it is not in the typings,
  // hence the options object built apart. Checked by change-feed.test.ts on every upgrade.
  const options: postgres.Options<Record<string, never>> & {
    onnotify: (channel: string, payload: string) => void;
  } = {
    max: 1,
    idle_timeout: undefined,
    max_lifetime: null,
    fetch_types: false,
    onnotice: () => {},
    connection: { application_name: "tschutti-change-feed" },
    onnotify: (channel, payload) => {
      if (channel !== DATA_CHANGE_CHANNEL) return;
      if (payload.startsWith(BARRIER_PREFIX)) {
        barriers.get(payload)?.();
        return;
      }
      listener?.changed(payload);
    },
    onclose: () => {
      if (!listening) return;
      listening = false;
      listener?.reset();
      if (!stopped) void listenAgain();
    },
  };
  const sql = postgres(url, options);

  async function listen(): Promise<void> {
    await sql`listen ${sql(DATA_CHANGE_CHANNEL)}`;
    listening = true;
    // Whatever was cached before this LISTEN may have missed a change.
    listener?.reset();
  }

  async function listenAgain(): Promise<void> {
    for (let delayMs = 250; !stopped && !listening; delayMs = Math.min(delayMs * 2, 5_000)) {
      try {
        await listen();
        log.info("change feed listening again");
      } catch {
        await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
      }
    }
  }

  return {
    isListening: () => listening,
    tables,
    async catchUp(timeoutMs = 2_000) {
      if (!listening) return;
      // Unique across processes: every listener hears every barrier and must only wake for its own.
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
      tables.all = rows.map((row) => row.table);
      for (const row of rows) if (row.announced) tables.announced.add(row.table);
      await listen();
    },
    async stop() {
      stopped = true;
      listening = false;
      await sql.end({ timeout: 3 });
    },
  };
}
