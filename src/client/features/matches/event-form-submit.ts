import type { EventType } from "#shared/constants.ts";
import {
  type EventSource,
  type MatchEventFormValues,
  matchEventInputSchema,
} from "#shared/matches/event-schema.ts";
import { ApiError } from "../../lib/api.ts";
import type { EventChoices } from "./event-form-choices.ts";
import type { FormState } from "./event-form-state.ts";
import { CHOOSE_PLAYER, WITHOUT_PLAYER } from "./event-player-select.tsx";

// What the event form sends, what it refuses before sending, and how the report dialog names a
// refusal of the server.

/** The event to send: only the fields the chosen type takes, as the pickers show them. */
export function eventFormValues(
  state: FormState,
  choices: EventChoices,
  source: EventSource,
): MatchEventFormValues {
  const idOrEmpty = (value: string) => (value === WITHOUT_PLAYER ? "" : value);
  const isSubstitution = state.type === "substitution";
  return {
    type: choices.isSecondYellow ? "yellowRedCard" : (state.type as EventType),
    minute: state.minute,
    addedMinute: state.addedMinute,
    playerId: choices.isSided ? idOrEmpty(choices.playerValue) : "",
    playerInId: isSubstitution ? idOrEmpty(choices.playerInValue) : "",
    assistPlayerId: choices.info?.isScorerGoal ? choices.assistValue : "",
    teamSide: choices.isSided ? state.teamSide : "",
    description: state.description,
    source,
  };
}

/** The message per field the form refuses to send with (the schema's first per field); empty when it may send. */
export function eventFormErrors(
  state: FormState,
  choices: EventChoices,
  values: MatchEventFormValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  // The form asks for a deliberate choice: a player, or 'Ohne Spieler'.
  if (choices.isSided && choices.playerValue === "") errors.playerId = CHOOSE_PLAYER;
  if (state.type === "substitution" && choices.playerInValue === "") errors.playerInId = CHOOSE_PLAYER;
  const parsed = matchEventInputSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
  }
  return errors;
}

/** The report dialog's error toast by cause (club-management §8 'Events'). */
export function reportEventErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return "Fehler: Keine Berechtigung für diese Aktion";
    if (error.status === 409 && error.code === "conflict") return "Fehler: Dieses Ereignis existiert bereits";
    if (error.fields.playerId || error.fields.assistPlayerId) {
      return "Fehler: Ungültige Spieler- oder Spiel-ID";
    }
    return `Fehler beim Hinzufügen des Events: ${error.message || "Unbekannter Fehler"}`;
  }
  return "Fehler beim Hinzufügen des Events: Unbekannter Fehler";
}
