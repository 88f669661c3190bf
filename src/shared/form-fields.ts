import { z } from "zod";
import { zurichYear } from "./format.ts";
import {
  controlCharactersMessage,
  hasControlCharacters,
  invisibleCharactersMessage,
  isVisibleName,
  readableText,
} from "./text/visible-text.ts";

// Building blocks of the club-management schemas (club, team, player, coach, board, news).

/** Where "now" comes from; the server uses the system clock, tests pass a fixed one. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The current year in Zurich for a clock, read at validation time (a server outlives New Year). */
export function yearOf(clock: Clock): number {
  return zurichYear(clock());
}

export const CONTROL_CHARACTERS_MESSAGE = controlCharactersMessage("Der Name");

/**
 * What is wrong with the characters of a name (its German message, naming the field), or null.
 * A name of a club, a team, a person (player, coach, board member) or an account is one line, and
 * every character shows: a zero-width space alone gave a card without a title, a bell or a line
 * break reaches calendars and CSV files, and a hidden or direction-changing character makes a name
 * look like another. A control character is invisible too; it is named by the line rule's message.
 */
export function nameCharacterFault(value: string, subject = "Der Name"): string | null {
  if (hasControlCharacters(value)) return controlCharactersMessage(subject);
  if (!isVisibleName(value)) return invisibleCharactersMessage(subject);
  return null;
}

/** A name field (club, team, person, account) under nameCharacterFault's rule. */
export function visibleName(field: z.ZodString, subject = "Der Name") {
  return field.superRefine((value, ctx) => {
    const fault = nameCharacterFault(value, subject);
    if (fault) ctx.addIssue({ code: "custom", message: fault });
  });
}

export const SINCE_BEFORE_BIRTH_MESSAGE = "«Im Verein seit» kann nicht vor dem Geburtsjahr liegen";

/**
 * A person of the club (player, coach, board member) is not at the club before he was born:
 * «Im Verein seit» not before the birth year, where both are given. A typo, not a fact.
 */
export function sinceAfterBirth(p: { birthYear?: number | null; atClubSince?: number | null }): boolean {
  return p.birthYear == null || p.atClubSince == null || p.atClubSince >= p.birthYear;
}

/** The refinement of a person's schema: the message on «Im Verein seit». */
export const sinceAfterBirthIssue = { message: SINCE_BEFORE_BIRTH_MESSAGE, path: ["atClubSince"] };

/**
 * Form and JSON inputs alike: "", null and undefined mean "none"; digit strings become numbers
 * (spec: "numeric fields are parsed as integers; empty means null"). Anything else is passed on
 * unchanged so the number check rejects it with its German message: Number() alone read " " as 0,
 * "0x10" as 16 and "1e1" as 10.
 */
export function blankToNull(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === "number" && Number.isNaN(value)) return null;
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (trimmed === "") return null;
    return /^[+-]?\d{1,12}$/.test(trimmed) ? Number(trimmed) : trimmed;
  }
  return value;
}

/**
 * blankToNull for a required number: a blank field is missing (undefined), so the number check
 * answers with the field's required message rather than with its range.
 */
export function blankToMissing(value: unknown): unknown {
  const parsed = blankToNull(value);
  return parsed === null ? undefined : parsed;
}

/** A whole number that may be empty (null). */
export function nullableInt(checks: (n: z.ZodNumber) => z.ZodType<number>, invalid: string) {
  return z.preprocess(blankToNull, checks(z.number({ error: invalid }).int(invalid)).nullable());
}

/** A year between `min` and the current year, with separate messages for each bound. */
export function yearNumber(options: {
  min: number;
  minMessage: string;
  futureMessage: string;
  invalidMessage: string;
  clock: Clock;
}) {
  return z
    .number({ error: options.invalidMessage })
    .int(options.invalidMessage)
    .min(options.min, options.minMessage)
    .refine((year) => year <= yearOf(options.clock), options.futureMessage);
}

/**
 * Optional free text: trimmed, empty stored as null; no control (a text of several lines keeps
 * its line breaks and tabs) and no direction control (textControlFault), named as `subject`.
 */
export function optionalText(
  max: number,
  tooLong: string,
  subject: string,
  options: { multiline?: boolean } = {},
) {
  return readableText(
    z.string({ error: "Ungültige Eingabe" }).trim().max(max, tooLong).nullish(),
    subject,
    options,
  ).transform((value) => (value ? value : null));
}

export const INVALID_EMAIL = "Bitte gib eine gültige E-Mail-Adresse ein.";

/** Optional email: empty stored as null, otherwise it must look like an address. */
export const optionalEmail = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(254, INVALID_EMAIL)
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null))
  .refine((value) => value === null || z.email().safeParse(value).success, INVALID_EMAIL);

export const INVALID_PHONE = "Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / - enthalten";

/** Optional phone number: empty stored as null. */
export const optionalPhone = z
  .string({ error: INVALID_PHONE })
  .trim()
  .max(40, "Die Telefonnummer darf höchstens 40 Zeichen lang sein")
  .regex(/^[+\d\s()/-]*$/, INVALID_PHONE)
  .nullish()
  .transform((value) => (value ? value : null));

export const INVALID_IMAGE_URL = "Ungültige Bild-Adresse. Bitte lade das Bild erneut hoch.";

/**
 * The URL of an uploaded image: a string sets it, null removes it, leaving it out keeps the
 * current one. The server also checks that the URL points into its own storage.
 */
export const imageUrlField = z
  .string({ error: INVALID_IMAGE_URL })
  .trim()
  .min(1, INVALID_IMAGE_URL)
  .max(2048, INVALID_IMAGE_URL)
  .nullable()
  .optional();

/** Body of the image-only updates (logo, stadium image, board member picture). */
export const imageUpdateSchema = z.object({
  url: z.string({ error: INVALID_IMAGE_URL }).trim().min(1, INVALID_IMAGE_URL).max(2048).nullable(),
});
export type ImageUpdateInput = z.input<typeof imageUpdateSchema>;

/** «Unbekanntes Feld «reason»: hier gibt es nur «note»»: a body's field its route does not take. */
export function unknownFieldsMessage(keys: readonly string[], known: readonly string[]): string {
  const quote = (names: readonly string[]) => names.map((name) => `«${name}»`);
  const taken = quote(known);
  const list = taken.length > 1 ? `${taken.slice(0, -1).join(", ")} und ${taken.at(-1)}` : (taken[0] ?? "");
  return `${keys.length > 1 ? "Unbekannte Felder" : "Unbekanntes Feld"} ${quote(keys).join(", ")}: hier gibt es nur ${list}`;
}

/**
 * A request body that refuses a field it does not know (400 at that field, `describeZodError`)
 * instead of dropping it without a word: a decision's «Begründung» sent under another name
 * (`reason` where the route takes `note`) would look kept to whoever sent it.
 */
export function strictBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? unknownFieldsMessage(issue.keys, Object.keys(shape)) : undefined,
  });
}
