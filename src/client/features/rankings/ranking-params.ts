import { CANTONS, type Canton, LEAGUES, type League } from "#shared/constants.ts";
import { seasonOf, selectableSeasons } from "#shared/matches/season.ts";
import type { PlayerRankingFilter, TableChoice } from "./api.ts";

// The ranking page keeps its choices in the address (?tab=, ?kanton=, ?liga=, ?gruppe=,
// ?saison=); the page and its loader read them with these, so both ask for the same data.

export function isCanton(value: string | null): value is Canton {
  return CANTONS.includes(value as Canton);
}

export function isLeague(value: string | null): value is League {
  return LEAGUES.includes(value as League);
}

/** ?saison=2025 for 2025/26; without a valid one, the current season (1 July to 30 June). */
export function seasonParamOf(params: URLSearchParams): number {
  const requested = Number(params.get("saison"));
  return selectableSeasons().includes(requested) ? requested : seasonOf(new Date());
}

export function playerRankingFilterOf(params: URLSearchParams): PlayerRankingFilter {
  const canton = params.get("kanton");
  const league = params.get("liga");
  return {
    canton: isCanton(canton) ? canton : null,
    league: isLeague(league) ? league : null,
    season: seasonParamOf(params),
  };
}

/** ?gruppe=Gruppe 2, or null for the league's only (or first) group. */
export function groupParamOf(params: URLSearchParams): string | null {
  const group = params.get("gruppe")?.trim();
  return group ? group.slice(0, 40) : null;
}

/** The table the address names completely (canton, league and group), or null. */
export function tableChoiceOf(params: URLSearchParams): TableChoice | null {
  const canton = params.get("kanton");
  const league = params.get("liga");
  const group = groupParamOf(params);
  if (!isCanton(canton) || !isLeague(league) || group === null) return null;
  return { canton, league, group, season: seasonParamOf(params) };
}
