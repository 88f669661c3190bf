import { CANTONS, type Canton, LEAGUES, type League } from "#shared/constants.ts";
import {
  groupParamOf,
  isCanton,
  isLeague,
  seasonParamOf,
  tableAddressOf,
} from "#shared/rankings/table-address.ts";
import type { RankingLeague } from "#shared/rankings/types.ts";
import type { PlayerRankingFilter, TableChoice } from "./api.ts";

// The ranking page keeps its choices in the address (?tab=, ?kanton=, ?liga=, ?gruppe=,
// ?saison=); the page and its loader read them with these (the table's address itself is
// #shared/rankings/table-address.ts, which the server's share preview reads too).

export { groupParamOf, isCanton, isLeague, seasonParamOf };

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

/** The table the address names completely (canton, league and group), or null. */
export function tableChoiceOf(params: URLSearchParams): TableChoice | null {
  return tableAddressOf(params);
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
