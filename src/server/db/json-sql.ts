import { type AnyColumn, type SQL, sql } from "drizzle-orm";

// Answers that PostgreSQL writes as JSON text, so that Node passes a list on instead of decoding
// every value, mapping it into objects and serialising them again. The text is the same as
// JSON.stringify would write for the object (the tests of each list compare the two).

/**
 * An instant as JavaScript's toISOString writes it (UTC, milliseconds, Z), or null. The colons
 * are quoted literals so that no `:name` appears in the statement (pgbench, which the read
 * bench runs on this SQL, would take it for a variable).
 */
export function isoSql(instant: SQL | AnyColumn): SQL<string | null> {
  return sql`to_char((${instant}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24":"MI":"SS.MS"Z"')`;
}

/**
 * A JSON object of the named values in this order, compact as JSON.stringify writes it. `from`
 * may name a row source the values read (one row, or none: then they are null).
 */
export function jsonObjectSql(fields: Record<string, SQL | AnyColumn>, from?: SQL): SQL {
  const named = Object.entries(fields).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`);
  const source = from ? sql` from (select 1) one left join lateral ${from} on true` : sql``;
  return sql`(select row_to_json(o) from (select ${sql.join(named, sql`, `)}${source}) o)`;
}

/** JSON text of a value of type T (a brand: only the functions here make one). */
export type JsonText<T> = string & { readonly jsonOf: T };

/** Rows of JSON text (one object each, in order) as one JSON array. */
export function jsonArrayText<T>(rows: ReadonlyArray<{ json: string }>): JsonText<T[]> {
  return `[${rows.map((r) => r.json).join(",")}]` as JsonText<T[]>;
}

export function parseJsonText<T>(text: JsonText<T>): T {
  return JSON.parse(text) as T;
}
