import { z } from "zod";
import { POSITIONS } from "../constants.ts";
import {
  blankToNull,
  type Clock,
  imageUrlField,
  SINCE_BEFORE_BIRTH_MESSAGE,
  sinceAfterBirth,
  sinceAfterBirthIssue,
  systemClock,
  visibleName,
  yearNumber,
} from "../form-fields.ts";

// Player dialog of the tab 'Spieler' (spec: club-management §5 'Player form'). Statistics are
// never written: they are counted from match events.

export const PLAYER_YEAR_MIN = 1950;

export const PLAYER_MESSAGES = {
  name: "Vor- und Nachname sind erforderlich",
  nameTooLong: "Vor- und Nachname dürfen höchstens je 80 Zeichen lang sein",
  team: "Bitte wähle ein Team aus",
  number: "Die Rückennummer muss zwischen 1 und 99 liegen",
  numberTaken: "Diese Rückennummer trägt schon ein anderer Spieler dieser Mannschaft",
  birthYearInvalid: "Das Geburtsjahr muss eine ganze Zahl sein",
  birthYearMin: "Geburtsjahr muss mindestens 1950 sein",
  birthYearFuture: "Geburtsjahr kann nicht in der Zukunft liegen",
  sinceInvalid: "Das Jahr muss eine ganze Zahl sein",
  sinceMin: "Jahr muss mindestens 1950 sein",
  sinceFuture: "Jahr kann nicht in der Zukunft liegen",
  sinceBeforeBirth: SINCE_BEFORE_BIRTH_MESSAGE,
  position: "Bitte wähle eine Position aus der Liste",
  saveFailed: "Fehler beim Speichern des Spielers",
  teamsLoadFailed: "Fehler beim Laden der Teams",
  loadFailed: "Fehler beim Laden der Spieler",
  addFailed: "Fehler beim Hinzufügen des Spielers",
  updateFailed: "Fehler beim Aktualisieren des Spielers",
  deleteFailed: "Fehler beim Löschen des Spielers",
  added: "Spieler wurde erfolgreich hinzugefügt",
  updated: "Spieler wurde erfolgreich aktualisiert",
  deleted: "Spieler wurde erfolgreich gelöscht",
  // The specification's question; the dialog's title names the player, since on a phone the
  // question's sheet covers the card it was asked from.
  confirmDelete: "Möchtest du diesen Spieler wirklich löschen?",
  deleteTitle: (name: string) => `Spieler «${name}» löschen`,
} as const;

const name = visibleName(
  z
    .string({ error: PLAYER_MESSAGES.name })
    .trim()
    .min(1, PLAYER_MESSAGES.name)
    .max(80, PLAYER_MESSAGES.nameTooLong),
);

/** The shirt number: 0 or empty means "no number" (the spec's draft default is 0). */
const playerNumber = z.preprocess((value) => {
  const parsed = blankToNull(value);
  return parsed === 0 ? null : parsed;
}, z
  .number({ error: PLAYER_MESSAGES.number })
  .int(PLAYER_MESSAGES.number)
  .min(1, PLAYER_MESSAGES.number)
  .max(99, PLAYER_MESSAGES.number)
  .nullable());

/** POST /api/manage/clubs/:clubId/players and PATCH /api/manage/players/:id. */
function playerFields(clock: Clock) {
  return z.object({
    firstName: name,
    lastName: name,
    teamId: z.uuid({ error: PLAYER_MESSAGES.team }),
    position: z.preprocess(blankToNull, z.enum(POSITIONS, { error: PLAYER_MESSAGES.position }).nullable()),
    playerNumber,
    birthYear: z.preprocess(
      blankToNull,
      yearNumber({
        min: PLAYER_YEAR_MIN,
        minMessage: PLAYER_MESSAGES.birthYearMin,
        futureMessage: PLAYER_MESSAGES.birthYearFuture,
        invalidMessage: PLAYER_MESSAGES.birthYearInvalid,
        clock,
      }).nullable(),
    ),
    atClubSince: z.preprocess(
      blankToNull,
      yearNumber({
        min: PLAYER_YEAR_MIN,
        minMessage: PLAYER_MESSAGES.sinceMin,
        futureMessage: PLAYER_MESSAGES.sinceFuture,
        invalidMessage: PLAYER_MESSAGES.sinceInvalid,
        clock,
      }).nullable(),
    ),
    playerImageUrl: imageUrlField,
    /** Youth privacy: consent to show a junior's photo and birth year; absent keeps the stored value. */
    mediaConsent: z.boolean().optional(),
  });
}

export function playerSchema(clock: Clock = systemClock) {
  return playerFields(clock).refine(sinceAfterBirth, sinceAfterBirthIssue);
}

/**
 * An edit (PATCH): any field may be left out and keeps its stored value; a sent field is checked
 * as in playerSchema (a sent name is still required to be a name). The server checks what
 * depends on stored values (the number in the team, the years against each other).
 */
export function playerEditSchema(clock: Clock = systemClock) {
  return playerFields(clock).partial().refine(sinceAfterBirth, sinceAfterBirthIssue);
}
export type PlayerInput = z.input<ReturnType<typeof playerSchema>>;
export type PlayerValues = z.output<ReturnType<typeof playerSchema>>;
