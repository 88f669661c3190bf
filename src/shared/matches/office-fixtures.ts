// A fixture between two teams without a club (the league office's group import creates such
// teams) has no club to score it, call it off or delete it: the league office does, and only
// for such a match. Once a club claims one of its teams, that club manages it as usual, and the
// office has no club's rights over it.

export const OFFICE_FIXTURE_MESSAGES = {
  clubTeam:
    "Die Spielleitung verwaltet nur Spiele zwischen zwei Mannschaften ohne Verein: wähle zwei solche Mannschaften.",
} as const;

/** Whether the league office manages this match: neither of its teams belongs to a club. */
export function isOfficeFixture(match: { homeClubId: string | null; awayClubId: string | null }): boolean {
  return match.homeClubId === null && match.awayClubId === null;
}
