import type { PlayerRankingKind } from "./types.ts";

// What a scorers or cards list counts. One canton's league is a group's list (with the group
// left out, each of its groups'): it counts the group's completed league matches, as the table
// does, so a friendly or a cup match does not decide a group's top scorer and a match still
// being played enters list and table together. The country's, a canton's or a league's list
// spans groups and counts every confirmed match of the season as the players' own pages do,
// a goal in the live ticker at once (decision 010).

export interface PlayerRankingScope {
  canton?: string | null | undefined;
  league?: string | null | undefined;
}

/** The list's choice as the page shows it. */
export interface PlayerRankingChoice extends PlayerRankingScope {
  /** One group of the canton's league; without one, each of its groups counts its own matches. */
  group?: string | null | undefined;
}

/** True where the list counts the group's league matches rather than the whole season. */
export function countsGroupMatches(scope: PlayerRankingScope): boolean {
  return Boolean(scope.canton && scope.league);
}

/** The sentence under a list's title that says what it counts. */
export function playerRankingScopeText(scope: PlayerRankingChoice): string {
  if (countsGroupMatches(scope)) {
    return scope.group
      ? "Gezählt werden die beendeten Meisterschaftsspiele der Gruppe, wie in der Tabelle."
      : "Gezählt werden die beendeten Meisterschaftsspiele innerhalb jeder Gruppe, wie in ihrer Tabelle.";
  }
  return "Gezählt werden alle bestätigten Spiele der Saison, Cup und Freundschaftsspiele eingeschlossen; Tore und Karten im Liveticker zählen sofort. Für die Liste einer Gruppe wähle Kanton und Liga.";
}

/** What an empty list says about when it fills: a group's at a match's end, the others at once. */
export function playerRankingEmptyHint(kind: PlayerRankingKind, scope: PlayerRankingChoice): string {
  if (countsGroupMatches(scope)) {
    const group = scope.group ? "der Gruppe" : "einer Gruppe";
    return kind === "scorers"
      ? `Sobald ein Meisterschaftsspiel ${group} mit Toren beendet ist, erscheinen die Torschützen hier.`
      : `Sobald ein Meisterschaftsspiel ${group} mit Karten beendet ist, erscheinen die Spieler hier.`;
  }
  return kind === "scorers"
    ? "Sobald ein Verein im Live-Ticker ein Tor einträgt, erscheint der Torschütze hier."
    : "Sobald ein Verein im Live-Ticker eine Karte einträgt, erscheint der Spieler hier.";
}
