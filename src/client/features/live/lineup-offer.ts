import type { MatchStartingLineups } from "#shared/lineups/types.ts";
import type { MatchLineups } from "#shared/matches/types.ts";

/** Whether «Aufstellung» has something to show: a line-up set by a club, or both squads to pick from. */
export function offersLineup(
  squads: MatchLineups | undefined,
  lineups: MatchStartingLineups | undefined,
): boolean {
  if (!squads || !lineups) return false;
  return squads.hasLineups || lineups.home !== null || lineups.away !== null;
}
