import type { MiddlewareHandler } from "hono";
import postgres from "postgres";
import type { AppEnv } from "../context.ts";
import { AppError } from "../http/errors.ts";

export const UNAVAILABLE_MESSAGE =
  "Der Dienst ist vorübergehend nicht erreichbar. Bitte versuche es gleich noch einmal.";

export const databaseUnavailable = () => new AppError(503, "unavailable", UNAVAILABLE_MESSAGE);

/** Driver codes (postgres.js, Node sockets) that mean "no database right now", not a bad query. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
]);

/**
 * SQLSTATEs of a database that is shutting down, starting, overloaded or too slow: 57014 is our
 * statement_timeout, 55P03 a lock_timeout, class 08 a broken connection.
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith("08") || ["57014", "57P01", "57P02", "57P03", "53300", "55P03"].includes(code);
}

/** True when an error (or what it wraps: Drizzle and better-auth wrap in `cause`) is a database outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    if (e instanceof AppError) return e.status === 503;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || isUnavailableSqlState(code))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface DbAvailability {
  /** False from the moment a probe failed until one succeeds again. */
  isUp(): boolean;
  /** Calls `listener` once when the database is found unreachable; returns the unsubscribe. */
  onDown(listener: () => void): () => void;
  /** A fresh answer within `timeoutMs` (for /api/health). */
  check(timeoutMs: number): Promise<boolean>;
  /** Starts probing in the background (the running server; tests probe on demand only). */
  start(): void;
  stop(): Promise<void>;
}

export interface AvailabilityOptions {
  /** How often `select 1` runs while the database answers. */
  intervalMs?: number;
  /** A probe slower than this counts as "down" (a frozen server never answers). */
  probeTimeoutMs?: number;
}

/**
 * Watches the database with its own single connection, so a frozen or stopped server is noticed
 * within about 2 s even while the pool's connections hang in queries that will never return.
 * Requests in flight then answer 503 at once (see databaseGate) instead of hanging, and the
 * first good probe after the database's return lets requests through again.
 */
export function createDbAvailability(url: string, options: AvailabilityOptions = {}): DbAvailability {
  const intervalMs = options.intervalMs ?? 500;
  const probeTimeoutMs = options.probeTimeoutMs ?? 1500;
  const listeners = new Set<() => void>();
  let up = true;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let probeSql: postgres.Sql | null = null;
  let inFlight: Promise<boolean> | null = null;

  const open = () => {
    probeSql ??= postgres(url, {
      max: 1,
      connect_timeout: Math.ceil(probeTimeoutMs / 1000),
      idle_timeout: 0,
      onnotice: () => {},
      connection: { application_name: "tschutti-health" },
    });
    return probeSql;
  };

  const discard = () => {
    // A hung connection would make every later probe queue behind it: drop it, open a new one.
    const old = probeSql;
    probeSql = null;
    void old?.end({ timeout: 0 }).catch(() => {});
  };

  const setUp = (value: boolean) => {
    if (up && !value) {
      const current = [...listeners];
      listeners.clear();
      for (const listener of current) listener();
    }
    up = value;
  };

  const probe = (): Promise<boolean> => {
    inFlight ??= (async () => {
      let timeout: NodeJS.Timeout | undefined;
      try {
        const query = open()`select 1`.then(() => "ok" as const);
        const due = Date.now() + probeTimeoutMs;
        const late = new Promise<"late" | "inconclusive">((resolve) => {
          // A timer that fires far behind schedule means this process was starved (a busy
          // machine), not that the database hangs: no verdict then, the next probe decides.
          timeout = setTimeout(
            () => resolve(Date.now() - due > 500 ? "inconclusive" : "late"),
            probeTimeoutMs,
          );
        });
        const outcome = await Promise.race([query.catch(() => "failed" as const), late]);
        if (outcome === "inconclusive") return up;
        const ok = outcome === "ok";
        if (!ok) discard();
        setUp(ok);
        return ok;
      } finally {
        clearTimeout(timeout);
        inFlight = null;
      }
    })();
    return inFlight;
  };

  const loop = async () => {
    if (!running) return;
    await probe();
    if (running) timer = setTimeout(() => void loop(), intervalMs);
    timer?.unref();
  };

  return {
    // Without the background probe nobody would ever see the database return: then only
    // errors of the request itself count (tests, scripts).
    isUp: () => !running || up,
    onDown(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async check(timeoutMs) {
      if (!up && running) return false;
      let timeout: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timeout = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([probe(), late]);
      } finally {
        clearTimeout(timeout);
      }
    },
    start() {
      if (running) return;
      running = true;
      void loop();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      const current = probeSql;
      probeSql = null;
      await current?.end({ timeout: 1 }).catch(() => {});
    },
  };
}

/**
 * /api requests fail fast with 503 while the database is down, and a request already waiting on
 * a database that stops answering gets its 503 as soon as the probe notices, never a hang.
 */
export function databaseGate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const availability = c.var.deps.dbAvailability;
    if (!availability.isUp()) throw databaseUnavailable();
    let lost = false;
    let unsubscribe = () => {};
    const down = new Promise<void>((resolve) => {
      unsubscribe = availability.onDown(() => {
        lost = true;
        resolve();
      });
    });
    const handled = next();
    // The handler keeps running after a lost race; its late outcome is nobody's business.
    handled.catch(() => {});
    try {
      await Promise.race([handled, down]);
    } finally {
      unsubscribe();
    }
    if (lost) throw databaseUnavailable();
  };
}

/** The driver or SQLSTATE code of an outage, for the log (never the query or its parameters). */
export function errorCodeOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || isUnavailableSqlState(code))) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
