import { CANTONS, type Canton, LEAGUES, type League } from "#shared/constants.ts";
import { seasonOf, selectableSeasons } from "#shared/matches/season.ts";
import type { RankingLeague } from "#shared/rankings/types.ts";
import type { PlayerRankingFilter } from "./api.ts";

// The ranking page keeps its choices in the address (?tab=, ?kanton=, ?liga=, ?saison=); the
// page and its loader read them with these, so both ask for the same data.

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
 * The table the 'Tabelle' tab shows: ?kanton= and ?liga=, or without a choice the busiest league
 * overall (or of the canton when only that is given). The loader asks for the same table.
 */
export function tableChoiceOf(
  params: URLSearchParams,
  leagues: readonly RankingLeague[],
): { canton: Canton; league: League; hasChoice: boolean } {
  const requestedCanton = params.get("kanton");
  const requestedLeague = params.get("liga");
  const fallback = isCanton(requestedCanton)
    ? (mostPopulated(leagues.filter((entry) => entry.canton === requestedCanton)) ?? mostPopulated(leagues))
    : mostPopulated(leagues);
  return {
    canton: isCanton(requestedCanton) ? requestedCanton : (fallback?.canton ?? CANTONS[0]),
    league: isLeague(requestedLeague) ? requestedLeague : (fallback?.league ?? LEAGUES[0]),
    hasChoice: isCanton(requestedCanton) && isLeague(requestedLeague),
  };
}
