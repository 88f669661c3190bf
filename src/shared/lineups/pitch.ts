import type { EventType } from "../constants.ts";
import { EVENT_TYPE_INFO } from "../matches/event-types.ts";
import type { SideLineup } from "./types.ts";

// Who is on the pitch after substitutions and sending-offs: the starting
// eleven, plus each player brought on, minus each player taken off or sent off (red or
// yellow-red). A substitution names the player going off (`playerId`) and the one coming on
// (`playerInId`), as the match events store them; either may be missing ('ohne Spieler').

export interface PitchEvent {
  type: EventType;
  minute: number;
  /** Stoppage on top of `minute` (45+2), null for none. */
  addedMinute?: number | null;
  /** The player the event names; for a substitution the one going off. */
  playerId: string | null;
  /** The player coming on in a substitution. */
  playerInId?: string | null;
}

export interface PitchChange {
  minute: number;
  addedMinute: number | null;
  kind: "on" | "off" | "sentOff";
}

export interface PitchState {
  /** Player ids on the pitch now. */
  onPitch: Set<string>;
  /** What happened to each player (by id), in minute order. */
  changes: Map<string, PitchChange[]>;
  /**
   * Substitutions that brought a known player on for nobody known (so `onPitch` holds one too
   * many), and that took a known player off for nobody known from the line-up (one too few):
   * `onPitch` is who is known to be on, not a count of the players on the pitch.
   */
  unknownOff: number;
  unknownOn: number;
}

/** Player ids on the pitch now, and what happened to each player (by id) in minute order. */
export function playersOnPitch(lineup: SideLineup, events: readonly PitchEvent[]): PitchState {
  const onPitch = new Set(lineup.starters.map((e) => e.playerId).filter((id): id is string => id !== null));
  const inLineup = new Set(
    [...lineup.starters, ...lineup.bench].map((e) => e.playerId).filter((id): id is string => id !== null),
  );
  const changes = new Map<string, PitchChange[]>();
  let unknownOff = 0;
  let unknownOn = 0;
  const ordered = [...events].sort(
    (a, b) => a.minute - b.minute || (a.addedMinute ?? 0) - (b.addedMinute ?? 0),
  );
  for (const event of ordered) {
    const note = (id: string, kind: PitchChange["kind"]) =>
      changes.set(id, [
        ...(changes.get(id) ?? []),
        { minute: event.minute, addedMinute: event.addedMinute ?? null, kind },
      ]);
    if (event.type === "substitution") {
      const goesOff = event.playerId !== null && onPitch.has(event.playerId);
      const comesOn =
        event.playerInId != null && inLineup.has(event.playerInId) && !onPitch.has(event.playerInId);
      if (goesOff && event.playerId) {
        onPitch.delete(event.playerId);
        note(event.playerId, "off");
      }
      if (comesOn && event.playerInId) {
        onPitch.add(event.playerInId);
        note(event.playerInId, "on");
      }
      if (comesOn && !goesOff) unknownOff += 1;
      if (goesOff && !comesOn) unknownOn += 1;
    } else if (EVENT_TYPE_INFO[event.type].isSendingOff && event.playerId && onPitch.has(event.playerId)) {
      onPitch.delete(event.playerId);
      note(event.playerId, "sentOff");
    }
  }
  return { onPitch, changes, unknownOff, unknownOn };
}
