import type { TeamSide } from "../constants.ts";
import type { MatchEventView, MatchPlayerRef } from "../matches/types.ts";

// A line-up keeps every player of its side the match's events name (a scorer, an assist, a card,
// both players of a substitution): without him the events and the line-up tell two games, and
// the live control's pickers no longer offer a player the server still takes. The server refuses
// such a line-up; the editor keeps those players in it and says why.

type EventPlayers = Pick<MatchEventView, "teamSide" | "player" | "assist" | "playerIn">;

/** The players of `side` the events name, by id, in the order the events name them. */
export function eventPlayersOf(events: readonly EventPlayers[], side: TeamSide): Map<string, MatchPlayerRef> {
  const named = new Map<string, MatchPlayerRef>();
  for (const event of events) {
    if (event.teamSide !== side) continue;
    for (const player of [event.player, event.assist, event.playerIn]) {
      if (player && !named.has(player.id)) named.set(player.id, player);
    }
  }
  return named;
}

/**
 * The first player the events name that a line-up of `listed` players leaves out, or null. An
 * empty line-up (none kept) says nothing about who played and is always allowed.
 */
export function missingEventPlayer(
  events: readonly EventPlayers[],
  side: TeamSide,
  listed: ReadonlySet<string>,
): MatchPlayerRef | null {
  if (listed.size === 0) return null;
  for (const [id, player] of eventPlayersOf(events, side)) if (!listed.has(id)) return player;
  return null;
}
