import { z } from "zod";
import { EVENT_TYPES, type EventType, TEAM_SIDES, type TeamSide } from "../constants.ts";
import { blankToMissing, blankToNull } from "../form-fields.ts";
import { readableText } from "../text/visible-text.ts";
import { MAX_EVENT_MINUTE } from "./clock.ts";
import { EVENT_TYPE_INFO } from "./event-types.ts";
import { MAX_ADDED_MINUTE, STOPPAGE_BASE_MINUTES } from "./timeline.ts";

// Match event rules (club-management spec: §4 score rules, §5 event forms, §8 event messages).
//
// Two forms write events through one endpoint, POST /api/manage/matches/:id/events: the report
// dialog ('report') and the live ticker ('live'); `source` says which, and both follow the same
// rules now. Goals, cards, substitutions and missed penalties belong to a side: either a player
// of that side is named, or the event is entered 'ohne Spieler' with the side chosen (the only
// way for an opponent without players on the platform). A substitution names the player going
// off (`playerId`) and the one coming on (`playerInId`), both of the same side. A comment is
// its text. Stoppage is `addedMinute` on top of 45/90/105/120 (45+2).

export const EVENT_SOURCES = ["report", "live"] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

export const EVENT_MESSAGES = {
  required: "Bitte alle Pflichtfelder ausfüllen",
  unknownType: `Unbekannte Ereignisart (erlaubt: ${EVENT_TYPES.join(", ")})`,
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
  sideRequired: "Bitte wähle die Mannschaft, für die das Ereignis ohne Spieler zählt",
  playerInOnlyForSubstitution: "Ein eingewechselter Spieler gehört nur zu einem Wechsel",
  playerInIsPlayerOut: "Der ein- und der ausgewechselte Spieler müssen verschieden sein",
  playerInOtherSide: "Ein- und ausgewechselter Spieler müssen in derselben Mannschaft spielen",
  commentRequired: "Bitte gib einen Kommentar ein",
  addedMinuteRange: "Die Nachspielminute muss zwischen 1 und 30 liegen",
  notKickedOff: "Ereignisse kannst du erst nach dem Anpfiff erfassen",
  addedMinuteBase: "Nachspielzeit gibt es nur nach der 45., 90., 105. oder 120. Minute (z. B. 45+2)",
} as const;

/** Whether an event of this type belongs to one side (and may name a player of it). */
export function isSidedEvent(type: EventType): boolean {
  return EVENT_TYPE_INFO[type].isSided;
}

/** Empty form values ('' or null) mean 'none'. */
const emptyToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

const optionalId = z.preprocess(emptyToNull, z.uuid({ error: EVENT_MESSAGES.invalidPlayer }).nullable());

// A form's minute is text: only its digits are a minute (blankToNull's rule), a blank one is missing.
const minute = z.preprocess(
  blankToMissing,
  z
    .number({
      error: (issue) => (issue.input === undefined ? EVENT_MESSAGES.required : EVENT_MESSAGES.minuteRange),
    })
    .int(EVENT_MESSAGES.minuteRange)
    .min(0, EVENT_MESSAGES.minuteRange)
    .max(MAX_EVENT_MINUTE, EVENT_MESSAGES.minuteRange),
);

/** POST /api/manage/matches/:id/events and PATCH /api/manage/events/:id (full replacement). */
export const matchEventInputSchema = z
  .object({
    // A type left out is a field to fill in; one off the list (a script's typo) is named as such.
    type: z.enum(EVENT_TYPES, {
      error: (issue) => (issue.input === undefined ? EVENT_MESSAGES.required : EVENT_MESSAGES.unknownType),
    }),
    minute,
    playerId: optionalId.optional().default(null),
    assistPlayerId: optionalId.optional().default(null),
    playerInId: optionalId.optional().default(null),
    addedMinute: z
      .preprocess(
        // No stoppage is blank or 0.
        (value) => {
          const parsed = blankToNull(value);
          return parsed === 0 ? null : parsed;
        },
        z
          .number({ error: EVENT_MESSAGES.addedMinuteRange })
          .int(EVENT_MESSAGES.addedMinuteRange)
          .min(1, EVENT_MESSAGES.addedMinuteRange)
          .max(MAX_ADDED_MINUTE, EVENT_MESSAGES.addedMinuteRange)
          .nullable(),
      )
      .optional()
      .default(null),
    teamSide: z.preprocess(emptyToNull, z.enum(TEAM_SIDES).nullable()).optional().default(null),
    description: z
      .preprocess(
        emptyToNull,
        readableText(
          z.string().trim().max(500, EVENT_MESSAGES.descriptionTooLong).nullable(),
          "Die Beschreibung",
          {
            multiline: true,
          },
        ),
      )
      .optional()
      .default(null),
    source: z.enum(EVENT_SOURCES).optional().default("report"),
  })
  .superRefine((value, ctx) => {
    const info = EVENT_TYPE_INFO[value.type];
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", message, path: [path] });
    if (info.isSided && !value.playerId && !value.playerInId && !value.teamSide) {
      issue("teamSide", EVENT_MESSAGES.sideRequired);
    }
    if (!info.hasPlayer && value.playerId) issue("playerId", EVENT_MESSAGES.invalidPlayer);
    if (value.assistPlayerId && !info.isScorerGoal) issue("assistPlayerId", EVENT_MESSAGES.assistOnlyForGoal);
    if (value.assistPlayerId && value.assistPlayerId === value.playerId) {
      issue("assistPlayerId", EVENT_MESSAGES.assistIsScorer);
    }
    if (value.playerInId && value.type !== "substitution") {
      issue("playerInId", EVENT_MESSAGES.playerInOnlyForSubstitution);
    }
    if (value.playerInId && value.playerInId === value.playerId) {
      issue("playerInId", EVENT_MESSAGES.playerInIsPlayerOut);
    }
    if (info.isComment && !value.description) issue("description", EVENT_MESSAGES.commentRequired);
    if (value.addedMinute && !(STOPPAGE_BASE_MINUTES as readonly number[]).includes(value.minute)) {
      issue("addedMinute", EVENT_MESSAGES.addedMinuteBase);
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
