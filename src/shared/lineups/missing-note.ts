import type { MatchStatus } from "../constants.ts";
import { isStillToBePlayed } from "../matches/schedule.ts";

/**
 * What a side without a line-up reads: «Noch …» only while the match is still to be played; after
 * kick-off, the final whistle or a call-off it would promise a line-up that will not come.
 */
export function missingLineupNote(status: MatchStatus): string {
  return isStillToBePlayed({ status }) ? "Noch keine Aufstellung." : "Keine Aufstellung erfasst.";
}
