import { seasonLabel } from "../matches/season.ts";
import { type TableAddress, tableAddressOf } from "./table-address.ts";

// The ranking page's title, as the server writes it into the HTML (seo/table-meta.ts) and as
// the page keeps it in the browser tab once it runs: a bookmark, the history and a shared tab
// name the table it shows, and the title never changes when the page becomes interactive.

export const RANKING_TITLE = "Tabellen und Ranglisten";

/** A group's table or its fair-play ranking, as a «Tabelle» or «Fairplay» address names it. */
export interface TitledTable extends TableAddress {
  tab: "tabelle" | "fairplay";
}

/**
 * The table a «Tabelle» or «Fairplay» address names completely, or null. The scorers' and the
 * cards' lists are not a table, whatever league they are filtered to.
 */
export function titledTableOf(params: URLSearchParams): TitledTable | null {
  const tab = params.get("tab");
  if (tab !== "tabelle" && tab !== "fairplay") return null;
  const address = tableAddressOf(params);
  return address ? { ...address, tab } : null;
}

/** «Tabelle 3. Liga, Gruppe 1, Kanton Zürich, Saison 2025/26», or its «Fairplay-Wertung …». */
export function rankingName(table: TitledTable): string {
  const kind = table.tab === "fairplay" ? "Fairplay-Wertung" : "Tabelle";
  return `${kind} ${table.league}, ${table.group}, Kanton ${table.canton}, Saison ${seasonLabel(table.season)}`;
}

/**
 * The title of the page showing `table` (a table the season has), or of the page as a whole.
 * Every canton has a «3. Liga, Gruppe 1» in every season, so the title names canton and season
 * too: otherwise search results and tabs of different tables read the same. The «Fairplay» tab
 * is named as such: its search result and bookmark are not the table's.
 */
export function rankingPageTitle(table: TitledTable | null): string {
  return table ? rankingName(table) : RANKING_TITLE;
}
