import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { noteQuery, noteUntraceable } from "./read-trace.ts";
import * as schema from "./schema/index.ts";

export interface DbOptions {
  max?: number;
  /**
   * Server-side limit per statement; a request's queries are short, so anything longer is a
   * stuck lock or an overloaded server and answers 503 instead of holding a connection.
   * 0 turns it off (migrations, seeding).
   */
  statementTimeoutMs?: number;
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
  hookPoolQueries(sql);
  const db = drizzle(sql, { schema, casing: "snake_case" });
  return { db, sql };
}

/**
 * Drizzle sends a query without `.prepare()` as an unnamed statement, and postgres.js then makes
 * two round trips for it whenever it has parameters (Parse + Describe, wait, then Bind + Execute)
 * and PostgreSQL parses and plans it again on every request. Naming every parameterised statement
 * lets postgres.js keep it per connection (keyed by its text and parameter types): from the
 * second use on it is one round trip and no parse. Drizzle's query texts are fixed per call site
 * (values are always parameters), so the set of statements stays small. Only the pool's own
 * queries are affected: transactions run on a reserved connection with its own `unsafe`, and a
 * query without parameters goes by the simple protocol either way.
 *
 * The same hook tells a public read's trace (read-trace.ts) which statements it ran; a
 * transaction or reserved connection inside a trace makes it untraceable.
 */
function hookPoolQueries(sql: postgres.Sql): void {
  const unsafe = sql.unsafe;
  sql.unsafe = ((
    query: string,
    parameters?: postgres.ParameterOrJSON<never>[],
    options?: postgres.UnsafeQueryOptions,
  ) => {
    noteQuery(query);
    return unsafe(query, parameters, { ...options, prepare: true });
  }) as typeof sql.unsafe;
  const begin = sql.begin as (...args: unknown[]) => unknown;
  sql.begin = ((...args: unknown[]) => {
    noteUntraceable();
    return begin(...args);
  }) as typeof sql.begin;
  const reserve = sql.reserve;
  sql.reserve = () => {
    noteUntraceable();
    return reserve();
  };
}

export type Db = ReturnType<typeof createDb>["db"];
export type Sql = ReturnType<typeof createDb>["sql"];
/** A transaction handle; queries that must run inside one take this. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;
