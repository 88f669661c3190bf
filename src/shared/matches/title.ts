import { teamLabel } from "../rankings/types.ts";
import { resultMark } from "./result-mark.ts";
import type { MatchSummary } from "./types.ts";

/**
 * One line naming a match, with the score once it has one: calendars, page titles, share
 * previews and widgets all say it the same way. A result not played to the final whistle says so
 * («(Forfait)», «(Spielabbruch)»), as the match page does.
 */
export function matchTitle(
  match: Pick<
    MatchSummary,
    "status" | "homeScore" | "awayScore" | "homeTeam" | "awayTeam" | "forfeit" | "cancellationReason"
  >,
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
  if (match.status === "cancelled") return `Abgesagt: ${home} – ${away}`;
  if (match.status === "postponed") return `Verschoben: ${home} – ${away}`;
  return `${home} – ${away}`;
}
