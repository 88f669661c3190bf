import { EVENT_TYPES, type EventType, STORED_EVENT_TYPES, type StoredEventType } from "./constants.ts";

// The spec names event types in camelCase in the interface and snake_case in storage.
// This is the one mapping between the two.
const toStored: Record<EventType, StoredEventType> = {
  goal: "goal",
  yellowCard: "yellow_card",
  redCard: "red_card",
  substitution: "substitution",
  kickoff: "kickoff",
  halftime: "halftime",
  finalWhistle: "final_whistle",
};

const fromStored = Object.fromEntries(
  Object.entries(toStored).map(([api, stored]) => [stored, api]),
) as Record<StoredEventType, EventType>;

export function toStoredEventType(type: EventType): StoredEventType {
  return toStored[type];
}

export function fromStoredEventType(type: StoredEventType): EventType {
  return fromStored[type];
}

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

export function isStoredEventType(value: string): value is StoredEventType {
  return (STORED_EVENT_TYPES as readonly string[]).includes(value);
}

/** Event types that must name a player when entered in the match report dialog. */
export const EVENT_TYPES_NEEDING_PLAYER: readonly EventType[] = [
  "goal",
  "yellowCard",
  "redCard",
  "substitution",
];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  goal: "Tor",
  yellowCard: "Gelbe Karte",
  redCard: "Rote Karte",
  substitution: "Wechsel",
  kickoff: "Anpfiff",
  halftime: "Halbzeit",
  finalWhistle: "Schlusspfiff",
};
