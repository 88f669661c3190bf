import type { TeamSide } from "#shared/constants.ts";
import type { MatchSummary } from "#shared/matches/types.ts";

// Which line-up editor a club gets for a side of its match: its own
// team's, and that of an opponent without a club (which it created and manages, as the server's
// requireLineupRights allows). A team with players on the platform is picked from its squad, a
// team without players is typed in by name. The other club's team is that club's business.

export type LineupEditorChoice = "over" | "squad" | "names" | "otherClub";

export function lineupEditorFor(
  match: Pick<MatchSummary, "status" | "homeTeam" | "awayTeam">,
  side: TeamSide,
  clubId: string | null,
  squadSize: number,
): LineupEditorChoice {
  if (match.status === "completed" || match.status === "cancelled") return "over";
  const teams = { home: match.homeTeam, away: match.awayTeam };
  // Both sides are the club's own when it plays against itself (two of its teams).
  const isOwn = clubId !== null && teams[side].clubId === clubId;
  const playsHere = clubId !== null && (teams.home.clubId === clubId || teams.away.clubId === clubId);
  const isClublessOpponent = teams[side].clubId === null && playsHere;
  if (!isOwn && !isClublessOpponent) return "otherClub";
  return squadSize > 0 ? "squad" : "names";
}
