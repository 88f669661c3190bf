import { z } from "zod";
import {
  blankToNull,
  type Clock,
  imageUrlField,
  optionalEmail,
  optionalPhone,
  sinceAfterBirth,
  sinceAfterBirthIssue,
  systemClock,
  visibleName,
  yearNumber,
  yearOf,
} from "../form-fields.ts";
import { visibleText } from "../text/visible-text.ts";

// Board member dialog of the tab 'Vorstandsmitglieder' (spec: club-management §5 'Board member').

export const BOARD_YEAR_MIN = 1900;

export const BOARD_MESSAGES = {
  required: "Bitte fülle alle erforderlichen Felder aus.",
  tooLong: "Die Angaben dürfen höchstens 80 Zeichen lang sein.",
  birthYearInvalid: "Das Geburtsjahr muss eine ganze Zahl sein",
  birthYearMin: "Geburtsjahr muss mindestens 1900 sein",
  birthYearFuture: "Geburtsjahr kann nicht in der Zukunft liegen",
  sinceInvalid: "Das Jahr muss eine ganze Zahl sein",
  sinceMin: "Jahr muss mindestens 1900 sein",
  sinceFuture: "Jahr kann nicht in der Zukunft liegen",
  loadFailed: "Vorstandsmitglieder konnten nicht geladen werden.",
  saveFailed: "Fehler beim Speichern des Vorstandsmitglieds.",
  deleteFailed: "Fehler beim Löschen des Vorstandsmitglieds.",
  imageFailed: "Fehler beim Aktualisieren des Bildes.",
  saved: "Vorstandsmitglied wurde gespeichert.",
  added: "Vorstandsmitglied wurde hinzugefügt.",
  deleted: "Vorstandsmitglied wurde gelöscht.",
  imageUpdated: "Bild wurde aktualisiert",
  deleteTitle: "Vorstandsmitglied löschen",
  // The name, since on a phone the question's sheet covers the card it was asked from.
  confirmDelete: (name: string) => `Möchtest du ${name} wirklich löschen?`,
} as const;

/**
 * Form defaults: at the club since this year, and no birth year. The spec's "born thirty years
 * ago" was published as the member's real birth year when nobody changed it:
 * absent is absent.
 */
export function boardDefaults(clock: Clock = systemClock): { birthYear: ""; atClubSince: number } {
  return { birthYear: "", atClubSince: yearOf(clock) };
}

const required = z
  .string({ error: BOARD_MESSAGES.required })
  .trim()
  .min(1, BOARD_MESSAGES.required)
  .max(80, BOARD_MESSAGES.tooLong);

const name = visibleName(required);

/** POST /api/manage/clubs/:clubId/board-members. */
function boardMemberFields(clock: Clock) {
  return z.object({
    firstName: name,
    lastName: name,
    role: visibleText(required, { required: BOARD_MESSAGES.required, subject: "Die Rolle" }),
    birthYear: z.preprocess(
      blankToNull,
      yearNumber({
        min: BOARD_YEAR_MIN,
        minMessage: BOARD_MESSAGES.birthYearMin,
        futureMessage: BOARD_MESSAGES.birthYearFuture,
        invalidMessage: BOARD_MESSAGES.birthYearInvalid,
        clock,
      }).nullable(),
    ),
    atClubSince: z.preprocess(
      blankToNull,
      yearNumber({
        min: BOARD_YEAR_MIN,
        minMessage: BOARD_MESSAGES.sinceMin,
        futureMessage: BOARD_MESSAGES.sinceFuture,
        invalidMessage: BOARD_MESSAGES.sinceInvalid,
        clock,
      }).nullable(),
    ),
    email: optionalEmail,
    phone: optionalPhone,
    memberImageUrl: imageUrlField,
  });
}

export function boardMemberSchema(clock: Clock = systemClock) {
  return boardMemberFields(clock).refine(sinceAfterBirth, sinceAfterBirthIssue);
}

/**
 * PATCH /api/manage/board-members/:id: any field may be left out and keeps its stored value; the
 * server checks one year sent alone against the stored other.
 */
export function boardMemberEditSchema(clock: Clock = systemClock) {
  return boardMemberFields(clock).partial().refine(sinceAfterBirth, sinceAfterBirthIssue);
}
export type BoardMemberInput = z.input<ReturnType<typeof boardMemberSchema>>;
export type BoardMemberValues = z.output<ReturnType<typeof boardMemberSchema>>;
