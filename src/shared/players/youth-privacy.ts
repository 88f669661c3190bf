// Youth privacy: the photo and birth year of a minor are
// not public unless the club has recorded consent ("Einverständnis liegt vor"), in every team: a
// 16-year-old in a first team as much as a junior. Age comes from the birth year; without one,
// a player of a Junioren team counts as a minor. The server applies this rule to every public
// read (server/modules/players/public-player-fields.ts, the line-ups, the rankings).

export const JUNIOR_LEAGUE_PREFIX = "Junioren";

export const AGE_OF_MAJORITY = 18;

export function isJuniorLeague(league: string): boolean {
  return league.startsWith(JUNIOR_LEAGUE_PREFIX);
}

/**
 * May a player born in `birthYear` still be under 18 in `year`? Only the year is known, so
 * someone who turns 18 this year counts as a minor until the year is over.
 */
export function mayBeMinor(birthYear: number, year: number): boolean {
  return year - birthYear <= AGE_OF_MAJORITY;
}

/** Must the photo and birth year of this player stay hidden from the public? */
export function isYouthProtected(
  player: { league: string; birthYear: number | null; mediaConsent: boolean },
  year: number,
): boolean {
  if (player.mediaConsent) return false;
  return player.birthYear === null ? isJuniorLeague(player.league) : mayBeMinor(player.birthYear, year);
}

export const MEDIA_CONSENT_LABEL = "Einverständnis liegt vor";
export const MEDIA_CONSENT_HINT =
  "Für Minderjährige (in jeder Mannschaft): Foto und Jahrgang erscheinen öffentlich erst mit dem Einverständnis der Eltern.";
