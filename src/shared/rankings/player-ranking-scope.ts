// What a scorers or cards list counts. One canton's league is a group's list (with the group
// left out, each of its groups'): it counts the group's league matches, as the table does, so
// a friendly or a cup match does not decide a group's top scorer. The country's, a canton's or
// a league's list spans groups and counts every confirmed match of the season, as the players'
// own pages do.

export interface PlayerRankingScope {
  canton?: string | null | undefined;
  league?: string | null | undefined;
}

/** True where the list counts the group's league matches rather than the whole season. */
export function countsGroupMatches(scope: PlayerRankingScope): boolean {
  return Boolean(scope.canton && scope.league);
}

/** The sentence under a list's title that says what it counts. */
export function playerRankingScopeText(scope: PlayerRankingScope): string {
  return countsGroupMatches(scope)
    ? "Gezählt werden die Meisterschaftsspiele der Gruppe, wie in der Tabelle."
    : "Gezählt werden alle bestätigten Spiele der Saison, Cup und Freundschaftsspiele eingeschlossen. Für die Liste einer Gruppe wähle Kanton und Liga.";
}
