import { seasonLabel } from "../matches/season.ts";
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

/**
 * The title of the page showing `table` (a table the season has), or of the page as a whole.
 * Every canton has a «3. Liga, Gruppe 1» in every season, so the title names canton and season
 * too: otherwise search results and tabs of different tables read the same.
 */
export function rankingPageTitle(table: TableAddress | null): string {
  return table
    ? `Tabelle ${table.league}, ${table.group}, Kanton ${table.canton}, Saison ${seasonLabel(table.season)}`
    : RANKING_TITLE;
}
