import { CANTONS, type Canton, LEAGUES, type League } from "#shared/constants.ts";
import { seasonOf, selectableSeasons } from "#shared/matches/season.ts";
import type { RankingLeague } from "#shared/rankings/types.ts";
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
  const isOneLeague = isCanton(canton) && isLeague(league);
  return {
    canton: isCanton(canton) ? canton : null,
    league: isLeague(league) ? league : null,
    // A group is a group of one canton's league; without both it names nothing.
    group: isOneLeague ? groupParamOf(params) : null,
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

/** The league with the most results, then the most teams: the table most worth showing first. */
export function mostPopulated(leagues: readonly RankingLeague[]): RankingLeague | undefined {
  let best: RankingLeague | undefined;
  for (const league of leagues) {
    if (
      !best ||
      league.completedMatches > best.completedMatches ||
      (league.completedMatches === best.completedMatches && league.teamCount > best.teamCount)
    ) {
      best = league;
    }
  }
  return best;
}

/**
 * The table the 'Tabelle' and 'Fairplay' tabs show: the address's choice, or without one the
 * busiest league (of the canton when only that is given) and its first group. The loader asks
 * for the same table, so the server renders it and the client finds it in its cache.
 * `groupsKnown`: the season's leagues have loaded (a group the season lacks falls back).
 */
export function shownTableOf(
  params: URLSearchParams,
  leagues: readonly RankingLeague[],
  groupsKnown: boolean,
): { canton: Canton; league: League; group: string | null; groups: string[]; hasChoice: boolean } {
  const requestedCanton = params.get("kanton");
  const requestedLeague = params.get("liga");
  const requestedGroup = groupParamOf(params);
  const fallback = isCanton(requestedCanton)
    ? (mostPopulated(leagues.filter((entry) => entry.canton === requestedCanton)) ?? mostPopulated(leagues))
    : mostPopulated(leagues);
  const canton: Canton = isCanton(requestedCanton) ? requestedCanton : (fallback?.canton ?? CANTONS[0]);
  const league: League = isLeague(requestedLeague) ? requestedLeague : (fallback?.league ?? LEAGUES[0]);
  const groups =
    leagues.find((l) => l.canton === canton && l.league === league)?.groups.map((g) => g.name) ?? [];
  const group =
    requestedGroup !== null && (!groupsKnown || groups.length === 0 || groups.includes(requestedGroup))
      ? requestedGroup
      : (groups[0] ?? null);
  const hasChoice = isCanton(requestedCanton) && isLeague(requestedLeague) && requestedGroup !== null;
  return { canton, league, group, groups, hasChoice };
}
