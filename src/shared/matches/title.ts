import { teamLabel } from "../rankings/types.ts";
import { resultMark } from "./result-mark.ts";
import type { MatchSummary, MatchTeam } from "./types.ts";

type NamedTeam = Pick<MatchTeam, "name" | "clubName">;
type Pairing = { homeTeam: NamedTeam; awayTeam: NamedTeam };

/** «FC Eichhalde 1. Mannschaft – FC Gegner»: who plays, without state or score. */
export function matchPairing(match: Pairing): string {
  return `${teamLabel(match.homeTeam.name, match.homeTeam.clubName)} – ${teamLabel(match.awayTeam.name, match.awayTeam.clubName)}`;
}

/**
 * One line naming a match, with the score once it has one: calendars, page titles, share
 * previews and widgets all say it the same way. A result not played to the final whistle says so
 * («(Forfait)», «(Spielabbruch)»), as the match page does.
 */
export function matchTitle(
  match: Pick<MatchSummary, "status" | "homeScore" | "awayScore" | "forfeit" | "cancellationReason"> &
    Pairing,
): string {
  const home = teamLabel(match.homeTeam.name, match.homeTeam.clubName);
  const away = teamLabel(match.awayTeam.name, match.awayTeam.clubName);
  const hasScore = match.homeScore !== null && match.awayScore !== null;
  if (match.status === "completed" && hasScore) {
    const mark = resultMark(match);
    return `${home} ${match.homeScore}:${match.awayScore} ${away}${mark ? ` (${mark})` : ""}`;
  }
  if (match.status === "live" && hasScore)
    return `${home} ${match.homeScore}:${match.awayScore} ${away} (live)`;
  if (match.status === "cancelled") return `Abgesagt: ${matchPairing(match)}`;
  if (match.status === "postponed") return `Verschoben: ${matchPairing(match)}`;
  return matchPairing(match);
}
