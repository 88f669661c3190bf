import type { SideLineup } from "./api/lineups.ts";
import type { EventType } from "./constants.ts";

// Who is on the pitch after substitutions and sending-offs (issue 13 item 4): the starting
// eleven, plus each player brought on, minus each player taken off or sent off. A substitution
// names the player coming on; the player going off is known when the event carries him.

export interface PitchEvent {
  type: EventType;
  minute: number;
  playerId: string | null;
  /** The player taken off by a substitution, when recorded. */
  playerOutId?: string | null;
}

export interface PitchChange {
  minute: number;
  kind: "on" | "off" | "sentOff";
}

/** Player ids on the pitch now, and what happened to each player (by id) in minute order. */
export function playersOnPitch(
  lineup: SideLineup,
  events: readonly PitchEvent[],
): { onPitch: Set<string>; changes: Map<string, PitchChange[]> } {
  const onPitch = new Set(lineup.starters.map((e) => e.playerId).filter((id): id is string => id !== null));
  const inLineup = new Set(
    [...lineup.starters, ...lineup.bench].map((e) => e.playerId).filter((id): id is string => id !== null),
  );
  const changes = new Map<string, PitchChange[]>();
  const note = (id: string, change: PitchChange) => changes.set(id, [...(changes.get(id) ?? []), change]);
  const ordered = [...events].sort((a, b) => a.minute - b.minute);
  for (const event of ordered) {
    if (event.type === "substitution") {
      if (event.playerId && inLineup.has(event.playerId) && !onPitch.has(event.playerId)) {
        onPitch.add(event.playerId);
        note(event.playerId, { minute: event.minute, kind: "on" });
      }
      if (event.playerOutId && onPitch.has(event.playerOutId)) {
        onPitch.delete(event.playerOutId);
        note(event.playerOutId, { minute: event.minute, kind: "off" });
      }
    } else if (event.type === "redCard" && event.playerId && onPitch.has(event.playerId)) {
      onPitch.delete(event.playerId);
      note(event.playerId, { minute: event.minute, kind: "sentOff" });
    }
  }
  return { onPitch, changes };
}
