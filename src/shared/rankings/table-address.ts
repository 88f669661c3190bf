import { CANTONS, type Canton, LEAGUES, type League } from "../constants.ts";
import { seasonOf, selectableSeasons } from "../matches/season.ts";

// A league table's address: /ranking?tab=tabelle&kanton=ZH&liga=3.+Liga&gruppe=Gruppe+2&saison=2025.
// The ranking page and its loader read it with these, and so does the server when it writes a
// shared table link's preview, so all of them name the same table.

export function isCanton(value: string | null): value is Canton {
  return CANTONS.includes(value as Canton);
}

export function isLeague(value: string | null): value is League {
  return LEAGUES.includes(value as League);
}

/** ?saison=2025 for 2025/26; without a valid one, the current season (1 July to 30 June). */
export function seasonParamOf(params: URLSearchParams, now: Date = new Date()): number {
  const requested = Number(params.get("saison"));
  return selectableSeasons(now).includes(requested) ? requested : seasonOf(now);
}

/** ?gruppe=Gruppe 2, or null for the league's only (or first) group. */
export function groupParamOf(params: URLSearchParams): string | null {
  const group = params.get("gruppe")?.trim();
  return group ? group.slice(0, 40) : null;
}

export interface TableAddress {
  canton: Canton;
  league: League;
  group: string;
  season: number;
}

/** The table the address names completely (canton, league and group), or null. */
export function tableAddressOf(params: URLSearchParams): TableAddress | null {
  const canton = params.get("kanton");
  const league = params.get("liga");
  const group = groupParamOf(params);
  if (!isCanton(canton) || !isLeague(league) || group === null) return null;
  return { canton, league, group, season: seasonParamOf(params) };
}

/**
 * The table's own address, complete with its season: what its page names as canonical and what
 * the sitemap lists, so a search engine knows one address per table.
 */
export function tablePath(address: TableAddress, tab: "tabelle" | "fairplay" = "tabelle"): string {
  const query = new URLSearchParams({
    tab,
    kanton: address.canton,
    liga: address.league,
    gruppe: address.group,
    saison: String(address.season),
  });
  return `/ranking?${query}`;
}
