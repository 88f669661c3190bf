import { type TableAddress, tableAddressOf } from "./table-address.ts";

// The ranking page's title, as the server writes it into the HTML (seo/table-meta.ts) and as
// the page keeps it in the browser tab once it runs: a bookmark, the history and a shared tab
// name the table it shows, and the title never changes when the page becomes interactive.

export const RANKING_TITLE = "Tabellen und Ranglisten";

/**
 * The table a «Tabelle» or «Fairplay» address names completely, or null. The scorers' and the
 * cards' lists are not a table, whatever league they are filtered to.
 */
export function titledTableOf(params: URLSearchParams): TableAddress | null {
  const tab = params.get("tab");
  return tab === "tabelle" || tab === "fairplay" ? tableAddressOf(params) : null;
}

/** The title of the page showing `table` (a table the season has), or of the page as a whole. */
export function rankingPageTitle(table: Pick<TableAddress, "league" | "group"> | null): string {
  return table ? `Tabelle ${table.league}, ${table.group}` : RANKING_TITLE;
}
