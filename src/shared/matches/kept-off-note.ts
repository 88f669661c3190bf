import { seasonLabel, seasonOf } from "./season.ts";
import { fullTeamName } from "./timeline.ts";
import type { MatchSummary } from "./types.ts";

/**
 * Why a match a withdrawal keeps off (`keptOffByWithdrawal`) offers no «Wieder ansetzen», naming
 * the team and the season as the server's refusal does: «FC Seeblick 1. Mannschaft hat sich aus
 * der Saison 2026/27 zurückgezogen: …». The club's schedule and the office's «Spiele ohne Verein»
 * say it alike; null for a match no withdrawal keeps off.
 */
export function keptOffNote(
  match: Pick<MatchSummary, "keptOffByTeamId" | "matchDate" | "homeTeam" | "awayTeam">,
): string | null {
  if (match.keptOffByTeamId === null) return null;
  const team = [match.homeTeam, match.awayTeam].find((t) => t.id === match.keptOffByTeamId);
  const who = team ? fullTeamName(team) : "Eine Mannschaft";
  const season = seasonLabel(seasonOf(new Date(match.matchDate)));
  return `${who} hat sich aus der Saison ${season} zurückgezogen: Wieder ansetzen erst, wenn die Spielleitung den Rückzug aufhebt.`;
}
