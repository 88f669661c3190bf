import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { MatchSummary } from "#shared/matches/types.ts";
import { codePart } from "../../lib/code-part.ts";

/** The stream takes at most 50 matches per connection (stream-routes.ts). */
const MAX_FOLLOWED = 50;
/** A scheduled match this close to its kickoff may start while the page is open. */
const KICKOFF_WINDOW_MS = 12 * 60 * 60 * 1000;

// Most lists of a club's or a team's matches have none being played or about to start: the
// stream's code (the connection and the frames it writes into the caches) loads only for a
// list that has one, not with every such page's first route.
const connection = codePart(() => import("./live-stream-on-demand.ts"));

/**
 * Follows the listed matches that can change while a fan looks: those being played and those
 * kicking off within half a day (before or after). Score, state and clock then arrive through
 * the same stream as on the ticker. `listKey` is the query of the list that shows them.
 */
export function useFollowMatches(matches: readonly MatchSummary[] | undefined, listKey: QueryKey): void {
  const queryClient = useQueryClient();
  const now = Date.now();
  const ids = (matches ?? [])
    .filter(
      (m) =>
        m.status === "live" ||
        (m.status === "scheduled" && Math.abs(Date.parse(m.matchDate) - now) < KICKOFF_WINDOW_MS),
    )
    .map((m) => m.id)
    .slice(0, MAX_FOLLOWED)
    // In one order, so that the same matches in another order keep the stream.
    .sort();
  const followed = ids.join(",");
  const refreshKey = JSON.stringify(listKey);

  // A change between the list's read and the stream's start is read again when it connects.
  useEffect(() => {
    if (!followed || typeof EventSource === "undefined") return;
    let close: (() => void) | null = null;
    let isStopped = false;
    connection.load().then(
      ({ openFollowedStream }) => {
        if (!isStopped) close = openFollowedStream(queryClient, followed.split(","), refreshKey);
      },
      // A chunk that did not arrive (a lost connection): the list stays as read, and the next
      // change of what it follows asks for the code again.
      () => {},
    );
    return () => {
      isStopped = true;
      close?.();
    };
  }, [followed, queryClient, refreshKey]);
}
