import type { Logger } from "drizzle-orm/logger";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema/index.ts";

export interface DbOptions {
  max?: number;
  /**
   * Server-side limit per statement; a request's queries are short, so anything longer is a
   * stuck lock or an overloaded server and answers 503 instead of holding a connection.
   * 0 turns it off (migrations, seeding).
   */
  statementTimeoutMs?: number;
  /** Drizzle's own hook for every statement it sends; tests use it to see what a read asks. */
  logger?: Logger;
}

/** Seconds to wait for a new connection before the request is answered with 503. */
export const CONNECT_TIMEOUT_S = 2;
export const STATEMENT_TIMEOUT_MS = 5_000;

export function createDb(url: string, options: DbOptions = {}) {
  const statementTimeout = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const sql = postgres(url, {
    max: options.max ?? 10,
    connect_timeout: CONNECT_TIMEOUT_S,
    onnotice: () => {},
    connection: {
      statement_timeout: statementTimeout,
      application_name: "tschutti",
    },
  });
  const db = drizzle(preparedStatements(sql), { schema, casing: "snake_case", logger: options.logger });
  return { db, sql };
}

/**
 * The client as Drizzle sees it, with every statement prepared. Drizzle asks postgres.js for
 * unnamed statements, and postgres.js sends an unnamed statement that has parameters in two
 * round trips: Parse and Describe first, then, once the server has named the parameters' types,
 * Bind and Execute; nor can it pipeline one. A prepared statement is described once per
 * connection and then costs one round trip, and its plan is cached. Nearly every query has
 * parameters, so a request waits about half as long on PostgreSQL (a ticker tap's p50 went from
 * 33 to 22 ms, bench/README.md).
 *
 * postgres.js keeps a connection's statements until the connection ends (its max_lifetime, 30
 * to 60 minutes), so a text built with values in it is one more statement per value: values go
 * in as parameters, except the few that decide a plan and are few (a season's dates), which
 * PostgreSQL's generic plan would otherwise ignore (docs/architecture.md).
 */
function preparedStatements<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "unsafe") {
        return (query: string, parameters?: unknown, options?: object) =>
          Reflect.apply(value, target, [query, parameters, { ...options, prepare: true }]);
      }
      // A transaction and a savepoint hand their callback a client of their own.
      if (property === "begin" || property === "savepoint") {
        return (...args: unknown[]) => {
          const scope = args.pop() as (client: object) => unknown;
          return Reflect.apply(value, target, [...args, (inner: object) => scope(preparedStatements(inner))]);
        };
      }
      return value;
    },
  });
}

export type Db = ReturnType<typeof createDb>["db"];
export type Sql = ReturnType<typeof createDb>["sql"];
/** A transaction handle; queries that must run inside one take this. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Runs `write` in a transaction of its own, or directly in the one `db` already is. A route
 * behind an Idempotency-Key gets that transaction as its `db`, inside a savepoint the key's
 * middleware rolls back when the answer is a refusal or an error; a savepoint of the route's own
 * would cost a round trip and protect nothing more. Only for a write that either succeeds or
 * fails as a whole: one that catches a failed statement and goes on needs a savepoint.
 */
export function atomically<T>(db: DbOrTx, write: (tx: Tx) => Promise<T>): Promise<T> {
  return "rollback" in db ? write(db) : db.transaction(write);
}
