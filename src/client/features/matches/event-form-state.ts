import type { EventType, TeamSide } from "#shared/constants.ts";
import { EVENT_TYPE_INFO } from "#shared/matches/event-types.ts";
import type { MatchEventView } from "#shared/matches/types.ts";
import { WITHOUT_PLAYER } from "./event-player-select.tsx";

// What the event form holds while the user fills it in, and how one choice clears the ones it
// makes stale.

export interface FormState {
  type: EventType | "";
  minute: string;
  addedMinute: string;
  teamSide: TeamSide;
  /** A player id, WITHOUT_PLAYER, or '' (not chosen yet). */
  playerId: string;
  playerInId: string;
  assistPlayerId: string;
  description: string;
}

export function initialState(
  editing: MatchEventView | null,
  defaultTime: { minute: number; addedMinute: number | null },
): FormState {
  if (editing) {
    const isSided = EVENT_TYPE_INFO[editing.type].isSided;
    return {
      type: editing.type,
      minute: String(editing.minute),
      addedMinute: editing.addedMinute ? String(editing.addedMinute) : "",
      teamSide: editing.teamSide ?? "home",
      playerId: editing.player?.id ?? (isSided ? WITHOUT_PLAYER : ""),
      playerInId: editing.playerIn?.id ?? (editing.type === "substitution" ? WITHOUT_PLAYER : ""),
      assistPlayerId: editing.assist?.id ?? "",
      description: editing.customDescription ?? "",
    };
  }
  return {
    type: "goal",
    minute: String(defaultTime.minute),
    addedMinute: defaultTime.addedMinute ? String(defaultTime.addedMinute) : "",
    teamSide: "home",
    playerId: "",
    playerInId: "",
    assistPlayerId: "",
    description: "",
  };
}

/** Whether the user changed the form since it was filled (an empty form or the event edited). */
export function isChangedFrom(state: FormState, filled: FormState): boolean {
  return (Object.keys(state) as (keyof FormState)[]).some((key) => state[key] !== filled[key]);
}

/** The form after one field changed: another side or scorer clears the players chosen for the old one. */
export function withChange<K extends keyof FormState>(s: FormState, key: K, value: FormState[K]): FormState {
  const next = { ...s, [key]: value };
  if (key === "teamSide") {
    next.playerId = "";
    next.playerInId = "";
    next.assistPlayerId = "";
  }
  if (key === "playerId" && next.assistPlayerId === value) next.assistPlayerId = "";
  if (key === "playerId" && next.playerInId === value) next.playerInId = "";
  if (key === "type" && !EVENT_TYPE_INFO[value as EventType]?.isScorerGoal) next.assistPlayerId = "";
  return next;
}
