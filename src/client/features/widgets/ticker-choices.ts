import { isPublicMatch } from "#shared/matches/public-match.ts";
import { splitSchedule } from "#shared/matches/schedule.ts";
import type { MatchSummary } from "#shared/matches/types.ts";

/**
 * The matches whose ticker a club may embed, in the order it looks for one: the match being
 * played, then the schedule's own order (`splitSchedule`: the coming ones soonest first, the past
 * ones newest first). The club's schedule comes oldest first, and the picker offered (and chose)
 * last season's first match. A request is not public yet, and a called-off match has no ticker.
 */
export function tickerChoices(matches: readonly MatchSummary[], now = new Date()): MatchSummary[] {
  const shown = matches.filter((m) => isPublicMatch(m) && m.status !== "cancelled");
  const { upcoming, past } = splitSchedule(shown, now);
  return [
    ...past.filter((m) => m.status === "live"),
    ...upcoming,
    ...past.filter((m) => m.status !== "live"),
  ];
}
