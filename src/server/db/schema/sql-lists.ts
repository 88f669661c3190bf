import { sql } from "drizzle-orm";

/** `col IN ('a','b')` for a check constraint, from one of the shared constant lists. */
export function inList(column: string, values: readonly string[]) {
  const quoted = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql.raw(`${column} IN (${quoted})`);
}
