import { CANTONS, type Canton, LEAGUES, type League } from "#shared/constants.ts";
import { seasonOf } from "#shared/matches/season.ts";
import type { OfficeLeagueChoice } from "./api.ts";

// The console keeps its season, canton and league in the address (?saison=&kanton=&liga=).

/** The seasons the console offers: the next one (placements set ahead) back to 2020. */
export function officeSeasons(now: Date = new Date()): number[] {
  const seasons: number[] = [];
  for (let year = seasonOf(now) + 1; year >= 2020; year--) seasons.push(year);
  return seasons;
}

export function officeChoiceOf(params: URLSearchParams): OfficeLeagueChoice {
  const season = Number(params.get("saison"));
  const canton = params.get("kanton");
  const league = params.get("liga");
  return {
    season: officeSeasons().includes(season) ? season : seasonOf(new Date()),
    canton: CANTONS.includes(canton as Canton) ? (canton as Canton) : "Zürich",
    league: LEAGUES.includes(league as League) ? (league as League) : "3. Liga",
  };
}
