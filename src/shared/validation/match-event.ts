import { z } from "zod";
import { EVENT_TYPES, type EventType, TEAM_SIDES, type TeamSide } from "../constants.ts";
import { EVENT_TYPES_NEEDING_PLAYER } from "../event-types.ts";
import { MAX_EVENT_MINUTE } from "../match-clock.ts";

// Match event rules (club-management §4 score rules, §5 event forms, §8 event messages).
//
// Two forms write events through one endpoint, POST /api/manage/matches/:id/events, and the spec
// gives them different player rules. The request says which form it comes from in `source`:
// - 'report' (the Spielbericht dialog, the default): a player is required for goal, yellowCard,
//   redCard and substitution ('Bitte einen Spieler für dieses Ereignis auswählen').
// - 'live' (the live-ticker form): a player is required unless the event is a substitution;
//   kickoff, halftime and finalWhistle need none ('Bitte wähle einen Spieler aus').
// In both, a goal counts for the scoring player's side. The live form picks a side first and
// then a player of that side, so 'a goal added in the live ticker adds 1 to the chosen side'
// holds too; a side that contradicts the player's team is refused. Because every goal names a
// player, every goal has a side; the side is stored on the event so that deleting the goal later
// still corrects the right score even after the player row was deleted.

export const EVENT_SOURCES = ["report", "live"] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

export const EVENT_MESSAGES = {
  required: "Bitte alle Pflichtfelder ausfüllen",
  playerRequiredReport: "Bitte einen Spieler für dieses Ereignis auswählen",
  playerRequiredLive: "Bitte wähle einen Spieler aus",
  minuteRange: "Die Minute muss zwischen 0 und 120 liegen",
  invalidPlayer: "Ungültiger Spieler",
  playerNotInMatch: "Der Spieler spielt in keiner der beiden Mannschaften",
  sideMismatch: "Der Spieler spielt nicht für die gewählte Mannschaft",
  assistOnlyForGoal: "Eine Vorlage kann nur bei einem Tor angegeben werden",
  assistIsScorer: "Torschütze und Vorlagengeber müssen verschieden sein",
  assistOtherSide: "Der Vorlagengeber muss in derselben Mannschaft spielen wie der Torschütze",
  descriptionTooLong: "Die Beschreibung darf höchstens 500 Zeichen lang sein",
  notFound: "Ereignis nicht gefunden",
  deleteConfirm: "Möchtest du dieses Ereignis wirklich löschen?",
} as const;

/** Whether the form `source` must name a player for an event of this type. */
export function isPlayerRequired(type: EventType, source: EventSource): boolean {
  if (source === "live") return type === "goal" || type === "yellowCard" || type === "redCard";
  return EVENT_TYPES_NEEDING_PLAYER.includes(type);
}

export function playerRequiredMessage(source: EventSource): string {
  return source === "live" ? EVENT_MESSAGES.playerRequiredLive : EVENT_MESSAGES.playerRequiredReport;
}

/** Empty form values ('' or null) mean 'none'. */
const emptyToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

const optionalId = z.preprocess(emptyToNull, z.uuid({ error: EVENT_MESSAGES.invalidPlayer }).nullable());

const minute = z.preprocess(
  (value) => {
    if (value === "" || value === null || value === undefined) return undefined;
    if (typeof value === "string") return Number(value);
    return value;
  },
  z
    .number({ error: EVENT_MESSAGES.required })
    .int(EVENT_MESSAGES.minuteRange)
    .min(0, EVENT_MESSAGES.minuteRange)
    .max(MAX_EVENT_MINUTE, EVENT_MESSAGES.minuteRange),
);

/** POST /api/manage/matches/:id/events and PATCH /api/manage/events/:id (full replacement). */
export const matchEventInputSchema = z
  .object({
    type: z.enum(EVENT_TYPES, { error: EVENT_MESSAGES.required }),
    minute,
    playerId: optionalId.optional().default(null),
    assistPlayerId: optionalId.optional().default(null),
    teamSide: z.preprocess(emptyToNull, z.enum(TEAM_SIDES).nullable()).optional().default(null),
    description: z
      .preprocess(emptyToNull, z.string().trim().max(500, EVENT_MESSAGES.descriptionTooLong).nullable())
      .optional()
      .default(null),
    source: z.enum(EVENT_SOURCES).optional().default("report"),
  })
  .superRefine((value, ctx) => {
    if (isPlayerRequired(value.type, value.source) && !value.playerId) {
      ctx.addIssue({ code: "custom", message: playerRequiredMessage(value.source), path: ["playerId"] });
    }
    if (value.assistPlayerId && value.type !== "goal") {
      ctx.addIssue({ code: "custom", message: EVENT_MESSAGES.assistOnlyForGoal, path: ["assistPlayerId"] });
    }
    if (value.assistPlayerId && value.assistPlayerId === value.playerId) {
      ctx.addIssue({ code: "custom", message: EVENT_MESSAGES.assistIsScorer, path: ["assistPlayerId"] });
    }
  });
export type MatchEventInput = z.infer<typeof matchEventInputSchema>;
export type MatchEventFormValues = z.input<typeof matchEventInputSchema>;

/**
 * The side an event counts for: the player's team decides; without a player, the side the
 * form chose. A side that contradicts the player's team is an error (null side + error).
 */
export function resolveEventSide(input: { playerSide: TeamSide | null; requestedSide: TeamSide | null }): {
  side: TeamSide | null;
  error: string | null;
} {
  const { playerSide, requestedSide } = input;
  if (playerSide && requestedSide && playerSide !== requestedSide) {
    return { side: null, error: EVENT_MESSAGES.sideMismatch };
  }
  return { side: playerSide ?? requestedSide, error: null };
}

/** Score change of one goal: +1 (added) or -1 (deleted) for its side; nothing for other types. */
export function scoreDelta(
  event: { type: EventType; side: TeamSide | null },
  sign: 1 | -1,
): { home: number; away: number } {
  if (event.type !== "goal" || !event.side) return { home: 0, away: 0 };
  return event.side === "home" ? { home: sign, away: 0 } : { home: 0, away: sign };
}

/**
 * The description saved when the form leaves it empty (club-management §5), in the wording of
 * the demo data: 'Tor durch Lena Frei zum 2:1', 'Gelbe Karte für Marco Keller', 'Anpfiff'.
 */
export function defaultEventDescription(input: {
  type: EventType;
  minute: number;
  playerName: string | null;
  teamName: string | null;
  /** Score after the goal, for goals. */
  score?: { home: number; away: number } | null;
}): string {
  const { type, playerName, teamName, score } = input;
  const who = playerName ?? teamName;
  switch (type) {
    case "goal": {
      const base = playerName ? `Tor durch ${playerName}` : teamName ? `Tor für ${teamName}` : "Tor";
      return score ? `${base} zum ${score.home}:${score.away}` : base;
    }
    case "yellowCard":
      return who ? `Gelbe Karte für ${who}` : "Gelbe Karte";
    case "redCard":
      return who ? `Rote Karte für ${who}` : "Rote Karte";
    case "substitution":
      return playerName ? `Wechsel: ${playerName}` : teamName ? `Wechsel bei ${teamName}` : "Wechsel";
    case "kickoff":
      return input.minute > 45 ? "Anpfiff zur zweiten Halbzeit" : "Anpfiff";
    case "halftime":
      return "Halbzeit";
    case "finalWhistle":
      return "Schlusspfiff";
  }
}
