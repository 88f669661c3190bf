import { isPublicMatch } from "#shared/matches/public-match.ts";
import type { MatchSummary } from "#shared/matches/types.ts";

// A fixture whose kick-off was this long ago and that is not started yet is still the day's
// match (a ticker started late); one older than that was not ticked and is past.
const STILL_COMING_MS = 3 * 3_600_000;

/**
 * The matches whose ticker a club may embed, in the order it looks for one: the match being
 * played, then the coming ones soonest first, then the past ones newest first. The club's
 * schedule comes oldest first, and the picker offered (and chose) last season's first match.
 * A request is not public yet, and a called-off match has no ticker to show.
 */
export function tickerChoices(matches: readonly MatchSummary[], now = Date.now()): MatchSummary[] {
  const shown = matches.filter((m) => isPublicMatch(m) && m.status !== "cancelled");
  const time = (m: MatchSummary) => new Date(m.matchDate).getTime();
  const isComing = (m: MatchSummary) =>
    (m.status === "scheduled" || m.status === "postponed") && time(m) >= now - STILL_COMING_MS;
  const live = shown.filter((m) => m.status === "live");
  const coming = shown.filter(isComing);
  const past = shown.filter((m) => m.status !== "live" && !isComing(m));
  return [
    ...live.sort((a, b) => time(a) - time(b)),
    ...coming.sort((a, b) => time(a) - time(b)),
    ...past.sort((a, b) => time(b) - time(a)),
  ];
}
