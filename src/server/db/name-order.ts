import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * The collation of every name people read in a list (clubs, teams, players, coaches, board):
 * ICU's German order with digit runs by value, the order of compareNames
 * (src/shared/text/compare-names.ts), so a list the server orders and one the browser sorts
 * agree. The database's own collation is C, byte order, which put «Äschi» and «Đakovo» after
 * «Zürich» and lower case after all upper case. Created by migration 0028 (ICU locale
 * de-CH-u-kn); an index that serves a name order must be built with it too.
 */
export const NAME_COLLATION = "de_ch_names";

/** A name as an ORDER BY key (or keyset comparison) in the names' collation. */
export function byName(name: AnyColumn | SQL): SQL {
  return sql`${name} collate ${sql.identifier(NAME_COLLATION)}`;
}
