import { sql } from "drizzle-orm";
import { FOLD_FROM, FOLD_REPLACEMENTS, FOLD_TO } from "#shared/search/fold-search-text.ts";

/** `col IN ('a','b')` for a check constraint, from one of the shared constant lists. */
export function inList(column: string, values: readonly string[]) {
  const quoted = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql.raw(`${column} IN (${quoted})`);
}

/**
 * The SQL twin of foldSearchText (src/shared/search): the expression PostgreSQL computes for
 * a generated search column, so every row is searchable in its folded spelling without the
 * app having to keep a copy up to date.
 */
export function foldSql(expression: string) {
  const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;
  let folded = `lower(translate(${expression}, ${quote(FOLD_FROM)}, ${quote(FOLD_TO)}))`;
  for (const [from, to] of FOLD_REPLACEMENTS) folded = `replace(${folded}, ${quote(from)}, ${quote(to)})`;
  return sql.raw(folded);
}
