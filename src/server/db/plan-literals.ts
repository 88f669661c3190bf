import { type SQL, sql } from "drizzle-orm";

// Values that decide a statement's plan (a season's bounds) are written into its text rather than
// sent as parameters: every statement goes out prepared, and under PostgreSQL's generic plan a
// range given as parameters is planned blind (docs/architecture.md, «Data»).

/** An instant as a timestamptz literal in the statement's text: '2026-07-01T00:00:00.000Z'::timestamptz. */
export function instantLiteral(date: Date): SQL {
  return sql.raw(`'${date.toISOString()}'::timestamptz`);
}
