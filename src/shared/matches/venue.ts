// Where a match is played unless the club types another place: on the home team's
// ground. That is the home team's club's stadium, whoever enters the match; an away match of
// the club is played at the other club's ground, not at 'Stadion 1. Mannschaft'. A club without
// a stadium name gives 'Stadion <club>'; an opponent without a club 'Stadion <its name>'.
// The match dialog suggests it and the fixture import fills it in.

export interface VenueHomeTeam {
  name: string;
  clubName: string | null;
  /** The stadium of the home team's club (null for a team without a club). */
  stadiumName: string | null;
}

/** The venue of a match with this home team; empty until a home team is chosen. */
export function defaultVenue(homeTeam: VenueHomeTeam | null): string {
  if (!homeTeam) return "";
  const ground = homeTeam.stadiumName?.trim();
  if (ground) return ground;
  const club = homeTeam.clubName?.trim();
  return `Stadion ${club || homeTeam.name.trim()}`;
}
