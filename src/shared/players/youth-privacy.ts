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
  "Für Minderjährige (in jeder Mannschaft): Foto und Geburtsjahr erscheinen öffentlich erst mit dem Einverständnis der Eltern.";

/**
 * A player as the club's own lists show him (the JSON list and the CSV export alike) to a viewer
 * who does, or does not, manage his team's players (Administrator, his Trainer). Whoever does
 * sees everything. Everyone else (the other roles, another team's Trainer, an API key) gets a
 * minor without his birth year, even with consent: consent lets the public see him, it does not
 * hand the club's list of children's birth years to every role. His photo he sees as the
 * public does.
 */
export function playerSeenBy<
  P extends {
    teamLeague: string;
    birthYear: number | null;
    playerImageUrl: string | null;
    mediaConsent: boolean;
  },
>(player: P, managesTeam: boolean, year: number): P {
  if (managesTeam) return player;
  const isProtected = isYouthProtected({ ...player, league: player.teamLeague }, year);
  return {
    ...player,
    birthYear: player.birthYear !== null && mayBeMinor(player.birthYear, year) ? null : player.birthYear,
    playerImageUrl: isProtected ? null : player.playerImageUrl,
  };
}
