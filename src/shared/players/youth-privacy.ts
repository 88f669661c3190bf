// Youth privacy: photos and birth years of players in Junioren teams are
// not public unless the club has recorded consent ("Einverständnis liegt vor"). The server
// applies this rule to every public read (server/modules/players/public-player-fields.ts).

export const JUNIOR_LEAGUE_PREFIX = "Junioren";

export function isJuniorLeague(league: string): boolean {
  return league.startsWith(JUNIOR_LEAGUE_PREFIX);
}

/** Must the photo and birth year of this player stay hidden from the public? */
export function isYouthProtected(league: string, mediaConsent: boolean): boolean {
  return isJuniorLeague(league) && !mediaConsent;
}

export const MEDIA_CONSENT_LABEL = "Einverständnis liegt vor";
export const MEDIA_CONSENT_HINT =
  "Nur für Junioren: Foto und Jahrgang erscheinen öffentlich erst mit dem Einverständnis der Eltern.";
