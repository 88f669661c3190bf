import type { DbOrTx } from "./client.ts";

// Drizzle builds a query's SQL text again each time it runs. For the reads of a tap and of a
// match's page (a match with its teams and clubs as JSON, a timeline with three players per
// event) that took more of the server's time than PostgreSQL took to answer them: 0.1-0.35 ms
// each, and much of what a request allocates. Such a read is built once, its values as
// placeholders (Drizzle's `prepare`), and run with the values of each call.

/**
 * The query `build` makes (a Drizzle prepared query), made once per database handle. In a
 * transaction it is made for that transaction each time: a Drizzle prepared query runs on the
 * client it was made with, and a transaction's client is its own connection.
 */
export function builtOnce<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const kept = new WeakMap<DbOrTx, Q>();
  return (db) => {
    if ("rollback" in db) return build(db);
    let query = kept.get(db);
    if (query === undefined) {
      query = build(db);
      kept.set(db, query);
    }
    return query;
  };
}
