import { z } from "zod";
import {
  blankToNull,
  type Clock,
  imageUrlField,
  sinceAfterBirth,
  sinceAfterBirthIssue,
  systemClock,
  visibleName,
  yearNumber,
  yearOf,
} from "../form-fields.ts";
import { visibleText } from "../text/visible-text.ts";

// Coach dialog of the tab 'Trainer' (spec: club-management §5 'Coach form').

export const COACH_YEAR_MIN = 1900;
export const COACH_DEFAULT_BIRTH_YEAR = 1980;
export const COACH_DEFAULT_ROLE = "Trainer";

export const COACH_MESSAGES = {
  firstName: "Vorname wird benötigt",
  lastName: "Nachname wird benötigt",
  nameTooLong: "Der Name darf höchstens 80 Zeichen lang sein",
  birthYearInvalid: "Das Geburtsjahr muss eine ganze Zahl sein",
  birthYearMin: "Geburtsjahr muss mindestens 1900 sein",
  birthYearFuture: "Geburtsjahr kann nicht in der Zukunft liegen",
  sinceInvalid: "Das Jahr muss eine ganze Zahl sein",
  sinceMin: "Jahr muss mindestens 1900 sein",
  sinceFuture: "Jahr kann nicht in der Zukunft liegen",
  role: "Rolle wird benötigt",
  roleTooLong: "Die Rolle darf höchstens 60 Zeichen lang sein",
  noTeam: "Keine Team-ID vorhanden. Bitte wähle ein Team aus.",
  dataLoadFailed: "Die Daten konnten nicht geladen werden.",
  loadFailed: "Die Trainer konnten nicht geladen werden.",
  saveFailed: "Der Trainer konnte nicht gespeichert werden",
  deleteFailed: "Der Trainer konnte nicht gelöscht werden",
  added: "Trainer hinzugefügt",
  updated: "Trainer aktualisiert",
  deleted: "Trainer gelöscht",
  deleteTitle: "Trainer löschen",
} as const;

/** Coach roles offered as suggestions; any other role text is allowed. */
export const COACH_ROLE_SUGGESTIONS = [
  "Trainer",
  "Co-Trainer",
  "Assistenztrainer",
  "Torwarttrainer",
  "Konditionstrainer",
] as const;

/** A year field whose absence means the given default, for scripts that send only names. */
function year(options: Parameters<typeof yearNumber>[0], fallback: (clock: Clock) => number) {
  return z.preprocess(
    (value) => (value === undefined ? fallback(options.clock) : blankToNull(value)),
    yearNumber(options)
      .nullable()
      .refine((v) => v !== null, options.invalidMessage),
  );
}

/**
 * POST /api/manage/teams/:teamId/coaches. Birth year, since-year and role are required, but left
 * out they take the spec's defaults (1980, this year, Trainer).
 */
function coachFields(clock: Clock) {
  return z.object({
    firstName: visibleName(
      z
        .string({ error: COACH_MESSAGES.firstName })
        .trim()
        .min(1, COACH_MESSAGES.firstName)
        .max(80, COACH_MESSAGES.nameTooLong),
    ),
    lastName: visibleName(
      z
        .string({ error: COACH_MESSAGES.lastName })
        .trim()
        .min(1, COACH_MESSAGES.lastName)
        .max(80, COACH_MESSAGES.nameTooLong),
    ),
    birthYear: year(
      {
        min: COACH_YEAR_MIN,
        minMessage: COACH_MESSAGES.birthYearMin,
        futureMessage: COACH_MESSAGES.birthYearFuture,
        invalidMessage: COACH_MESSAGES.birthYearInvalid,
        clock,
      },
      () => COACH_DEFAULT_BIRTH_YEAR,
    ),
    atClubSince: year(
      {
        min: COACH_YEAR_MIN,
        minMessage: COACH_MESSAGES.sinceMin,
        futureMessage: COACH_MESSAGES.sinceFuture,
        invalidMessage: COACH_MESSAGES.sinceInvalid,
        clock,
      },
      yearOf,
    ),
    role: visibleText(
      z
        .string({ error: COACH_MESSAGES.role })
        .trim()
        .min(1, COACH_MESSAGES.role)
        .max(60, COACH_MESSAGES.roleTooLong),
      { required: COACH_MESSAGES.role, subject: "Die Rolle" },
    )
      .optional()
      .transform((value) => value ?? COACH_DEFAULT_ROLE),
    coachImageUrl: imageUrlField,
  });
}

export function coachSchema(clock: Clock = systemClock) {
  return coachFields(clock).refine(sinceAfterBirth, sinceAfterBirthIssue);
}

/**
 * PATCH /api/manage/coaches/:id: any field may be left out and keeps its stored value (no
 * defaults); the server checks one year sent alone against the stored other.
 */
export function coachEditSchema(clock: Clock = systemClock) {
  return coachFields(clock).partial().refine(sinceAfterBirth, sinceAfterBirthIssue);
}
export type CoachInput = z.input<ReturnType<typeof coachSchema>>;
export type CoachValues = z.output<ReturnType<typeof coachSchema>>;
