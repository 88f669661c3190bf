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
  const db = drizzle(sql, { schema, casing: "snake_case", logger: options.logger });
  return { db, sql };
}

export type Db = ReturnType<typeof createDb>["db"];
export type Sql = ReturnType<typeof createDb>["sql"];
/** A transaction handle; queries that must run inside one take this. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;
