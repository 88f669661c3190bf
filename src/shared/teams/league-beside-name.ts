/**
 * The league to name beside a team, or null where the team's name already says it: junior
 * teams are usually called after their league («Junioren B» in the league «Junioren B»), and
 * «FC Seeblick Junioren B, Junioren B» reads as a mistake.
 */
export function leagueBesideName(teamName: string, league: string): string | null {
  return teamName.toLocaleLowerCase("de-CH").includes(league.toLocaleLowerCase("de-CH")) ? null : league;
}
