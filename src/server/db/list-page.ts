import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { ListCursor } from "#shared/list-cursor.ts";
import { type JsonText, jsonArrayText } from "./json-sql.ts";

// Public lists read in pages by keyset (shared/list-cursor.ts): ordered by an instant, then the
// id, each page asked for with one row more than it shows, so whether a next page exists is
// known without counting the rest.

/** The cursor of a row, `<microseconds since 1970>_<id>`, written by PostgreSQL. */
export function cursorSql(instant: AnyColumn, id: AnyColumn): SQL<string> {
  return sql<string>`((extract(epoch from ${instant}) * 1000000)::bigint)::text || '_' || ${id}`;
}

/** The rows after `cursor` in the list's order (newest first when `descending`). */
export function afterSql(instant: AnyColumn, id: AnyColumn, cursor: ListCursor, descending: boolean): SQL {
  const place = sql`((timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond'), ${cursor.id}::uuid)`;
  return descending ? sql`(${instant}, ${id}) < ${place}` : sql`(${instant}, ${id}) > ${place}`;
}

export interface ListPage<T> {
  json: JsonText<T[]>;
  nextCursor: string | null;
}

/** A page from rows read with `limit + 1`: the extra row only says that a next page exists. */
export function pageOf<T>(rows: ReadonlyArray<{ json: string; cursor: string }>, limit: number): ListPage<T> {
  const page = rows.slice(0, limit);
  return {
    json: jsonArrayText<T>(page),
    nextCursor: rows.length > limit ? (page.at(-1)?.cursor ?? null) : null,
  };
}

export const EMPTY_PAGE: ListPage<never> = { json: jsonArrayText<never>([]), nextCursor: null };

/** The answer `{"<key>":[…],"nextCursor":…}`, the rows as PostgreSQL wrote them. */
export function pageBody<K extends string, T>(
  key: K,
  page: ListPage<T>,
): JsonText<Record<K, T[]> & { nextCursor: string | null }> {
  return `{${JSON.stringify(key)}:${page.json},"nextCursor":${JSON.stringify(page.nextCursor)}}` as JsonText<
    Record<K, T[]> & { nextCursor: string | null }
  >;
}
