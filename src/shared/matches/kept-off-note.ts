import { seasonLabel, seasonOf } from "./season.ts";
import { fullTeamName } from "./timeline.ts";
import type { MatchSummary } from "./types.ts";

/**
 * Who reads the note: a club on its schedule, or the league office in its «Spiele ohne Verein»,
 * whose own «Rückzug aufheben» is what sets the match again.
 */
export type KeptOffReader = "club" | "office";

const UNTIL: Record<KeptOffReader, string> = {
  club: "wenn die Spielleitung den Rückzug aufhebt",
  office: "wenn du den Rückzug aufhebst",
};

/**
 * Why a match a withdrawal keeps off (`keptOffByWithdrawal`) offers no «Wieder ansetzen», naming
 * the team and the season as the server's refusal does: «FC Seeblick 1. Mannschaft hat sich aus
 * der Saison 2026/27 zurückgezogen: …», and ending with who takes the withdrawal back, as its
 * reader is addressed (the office, like its withdrawal dialog, with «du»), or, its season over
 * at `now`, that it stays off. Null for a match no withdrawal keeps off.
 */
export function keptOffNote(
  match: Pick<MatchSummary, "keptOffByTeamId" | "matchDate" | "homeTeam" | "awayTeam">,
  reader: KeptOffReader,
  now: Date,
): string | null {
  if (match.keptOffByTeamId === null) return null;
  const team = [match.homeTeam, match.awayTeam].find((t) => t.id === match.keptOffByTeamId);
  const who = team ? fullTeamName(team) : "Eine Mannschaft";
  const season = seasonOf(new Date(match.matchDate));
  const withdrawn = `${who} hat sich aus der Saison ${seasonLabel(season)} zurückgezogen`;
  // A season over is closed to the office's decisions (the server refuses them, its console
  // hides «Rückzug aufheben»): the withdrawal stays, and so does the match, off.
  if (season < seasonOf(now))
    return `${withdrawn}; die Saison ist abgeschlossen, das Spiel wird nicht mehr angesetzt.`;
  return `${withdrawn}: Wieder ansetzen erst, ${UNTIL[reader]}.`;
}
