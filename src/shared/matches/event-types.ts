import { EVENT_TYPES, type EventType, STORED_EVENT_TYPES, type StoredEventType } from "../constants.ts";

// The one canonical list of match event types: how the API names them (camelCase), how the
// database stores them (snake_case), and what each one means for the score, the rankings and
// the forms. Server SQL, the timeline and both event forms read these properties.

export interface EventTypeInfo {
  stored: StoredEventType;
  label: string;
  /** Belongs to one team (goal, cards, substitution, missed penalty); a kickoff stays neutral. */
  isSided: boolean;
  /** Names a player of its side, or is entered 'ohne Spieler'. */
  hasPlayer: boolean;
  /** Whose score it raises: its own side, the other side (own goal), or nobody. */
  scoresFor: "own" | "other" | null;
  /** Counts as the named player's goal in scorers and player statistics. */
  isScorerGoal: boolean;
  /** Sends the player off: no later event may name them. */
  isSendingOff: boolean;
  /** A text comment: the description is the event. */
  isComment: boolean;
  /** A phase of the match (kickoff, half-time, final whistle): the live control writes it at its own minute. */
  isPhase: boolean;
}

function info(stored: StoredEventType, label: string, rest: Partial<EventTypeInfo> = {}): EventTypeInfo {
  return {
    stored,
    label,
    isSided: false,
    hasPlayer: false,
    scoresFor: null,
    isScorerGoal: false,
    isSendingOff: false,
    isComment: false,
    isPhase: false,
    ...rest,
  };
}

const sided = { isSided: true, hasPlayer: true } as const;

export const EVENT_TYPE_INFO: Record<EventType, EventTypeInfo> = {
  goal: info("goal", "Tor", { ...sided, scoresFor: "own", isScorerGoal: true }),
  penaltyGoal: info("penalty_goal", "Elfmetertor", { ...sided, scoresFor: "own", isScorerGoal: true }),
  ownGoal: info("own_goal", "Eigentor", { ...sided, scoresFor: "other" }),
  missedPenalty: info("missed_penalty", "Elfmeter verschossen", sided),
  yellowCard: info("yellow_card", "Gelbe Karte", sided),
  yellowRedCard: info("yellow_red_card", "Gelb-Rote Karte", { ...sided, isSendingOff: true }),
  redCard: info("red_card", "Rote Karte", { ...sided, isSendingOff: true }),
  substitution: info("substitution", "Wechsel", sided),
  comment: info("comment", "Kommentar", { isComment: true }),
  kickoff: info("kickoff", "Anpfiff", { isPhase: true }),
  halftime: info("halftime", "Halbzeit", { isPhase: true }),
  finalWhistle: info("final_whistle", "Schlusspfiff", { isPhase: true }),
};

const fromStored = Object.fromEntries(
  Object.entries(EVENT_TYPE_INFO).map(([api, { stored }]) => [stored, api]),
) as Record<StoredEventType, EventType>;

export function toStoredEventType(type: EventType): StoredEventType {
  return EVENT_TYPE_INFO[type].stored;
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

export const EVENT_TYPE_LABELS: Record<EventType, string> = Object.fromEntries(
  EVENT_TYPES.map((type) => [type, EVENT_TYPE_INFO[type].label]),
) as Record<EventType, string>;

function storedWhere(test: (i: EventTypeInfo) => boolean): StoredEventType[] {
  return EVENT_TYPES.map((t) => EVENT_TYPE_INFO[t])
    .filter(test)
    .map((i) => i.stored);
}

/** Stored types that change the score (for either side). */
export const STORED_SCORING_TYPES = storedWhere((i) => i.scoresFor !== null);
/** Stored types that are the named player's goal (never an own goal). */
export const STORED_SCORER_GOAL_TYPES = storedWhere((i) => i.isScorerGoal);
/** Stored types that send a player off. */
export const STORED_SENDING_OFF_TYPES = storedWhere((i) => i.isSendingOff);
