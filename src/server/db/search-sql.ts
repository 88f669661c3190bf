import { type SQL, sql } from "drizzle-orm";
import { containsPattern, searchWords } from "#shared/search/fold-search-text.ts";

/**
 * Every word of the query, folded (ü = u = ue, é = e …), somewhere in the folded column, in
 * any order; `true` for an empty query.
 */
export function matchesSearch(column: SQL, query: string): SQL {
  const words = searchWords(query);
  if (words.length === 0) return sql`true`;
  return sql.join(
    words.map((word) => sql`${column} like ${containsPattern(word)}`),
    sql` and `,
  );
}
