import type { QueryKey } from "@tanstack/react-query";
import type { MatchSummary } from "#shared/matches/types.ts";
import { useLiveStream } from "./use-live-stream.ts";

/** The stream takes at most 50 matches per connection (stream-routes.ts). */
const MAX_FOLLOWED = 50;
/** A scheduled match this close to its kickoff may start while the page is open. */
const KICKOFF_WINDOW_MS = 12 * 60 * 60 * 1000;

/**
 * Follows the listed matches that can change while a fan looks: those being played and those
 * kicking off within half a day (before or after). Score, state and clock then arrive through
 * the same stream as on the ticker. `listKey` is the query of the list that shows them.
 */
export function useFollowMatches(matches: readonly MatchSummary[] | undefined, listKey: QueryKey): void {
  const now = Date.now();
  const ids = (matches ?? [])
    .filter(
      (m) =>
        m.status === "live" ||
        (m.status === "scheduled" && Math.abs(Date.parse(m.matchDate) - now) < KICKOFF_WINDOW_MS),
    )
    .map((m) => m.id)
    .slice(0, MAX_FOLLOWED);
  // A change between the list's read and the stream's start is read again when it connects.
  useLiveStream(ids.length ? { matchIds: ids } : null, listKey);
}
