import type { z } from "zod";

// The characters of a line of text that a reader sees: shared by the names (form-fields.ts adds
// the look-alike rule) and the free texts (titles, roles, a stadium). Kept apart from the name
// skeleton, whose confusables table the pages that only check a title or a name need not load.

/**
 * Characters that show nothing or turn the text around: bidirectional controls (U+202A–202E,
 * U+2066–2069, U+200E/F), zero-width and other format characters (Cf), controls (Cc) and every
 * default-ignorable code point (e.g. the Hangul filler). A name with one can look like another.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}]/u;

/** The refusal of an invisible character, naming the field ("Der Nutzername"). */
export const invisibleCharactersMessage = (subject: string): string =>
  `${subject} enthält unsichtbare Zeichen oder Steuerzeichen der Schreibrichtung. Bitte nur sichtbare Buchstaben, Ziffern und Satzzeichen verwenden.`;

export const INVISIBLE_NAME_MESSAGE = invisibleCharactersMessage("Der Name");

/** Whether the name holds a character that is invisible or changes the writing direction. */
export function hasInvisibleCharacters(name: string): boolean {
  return INVISIBLE.test(name);
}

/** For zod refinements: the name shows every character it holds. */
export function isVisibleName(name: string): boolean {
  return !hasInvisibleCharacters(name);
}

/** The refusal of a control character in one line of text, naming the field ("Der Titel"). */
export const controlCharactersMessage = (subject: string): string =>
  `${subject} darf keine Steuerzeichen (z. B. Zeilenumbrüche) enthalten.`;

// C0 and C1 controls (CR, LF, TAB, BEL …) and the Unicode line and paragraph separators: a name
// or a title is one line, and a line break in it would start a new line in a calendar feed or a
// mail header.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);

// What shows nothing: white space, controls, format characters (the zero-width space, joiners,
// the soft hyphen) and the other default-ignorable code points (the Hangul filler). trim() keeps
// most of them, so a title of a zero-width space passed min(1) and showed as a blank card.
const SHOWS_NOTHING = /^[\s\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u;

// Bidirectional marks, embeddings, overrides and isolates: they turn the text after them around
// ("\u202Eevil" shows as "live"), in a list of posts and in every text around it.
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

// A text of several lines keeps its line breaks and tabs; a bell or an escape shows nothing and
// reaches the mails, feeds and terminals that print the text.
const CONTROLS_BESIDE_LINES = /[^\P{Cc}\t\n\r]|[\u2028\u2029]/u;

export interface VisibleTextRule {
  /** The field's own message for an empty field: a text that shows nothing is empty. */
  required: string;
  /** The field as a sentence names it ("Der Titel"), for the messages on its characters. */
  subject: string;
  /** A text of several lines (a post's content) may hold line breaks and tabs. */
  multiline?: boolean;
}

/**
 * What is wrong with a required free text (a title, a role, a stadium), or null: it must show
 * something, and hold no control nor direction control. Unlike a name it may hold joiners and
 * variation selectors, which emoji need; it is no one's identity that a look-alike could take.
 */
export function textCharacterFault(value: string, rule: VisibleTextRule): string | null {
  if (SHOWS_NOTHING.test(value)) return rule.required;
  return textControlFault(value, rule.subject, rule.multiline ?? false);
}

/**
 * What is wrong with the characters of any free text, required or not, or null: no control (a
 * text of several lines keeps its line breaks and tabs) and no direction control.
 */
export function textControlFault(value: string, subject: string, multiline: boolean): string | null {
  if (multiline) {
    if (CONTROLS_BESIDE_LINES.test(value)) {
      return `${subject} darf keine Steuerzeichen enthalten (nur Zeilenumbrüche und Tabulatoren).`;
    }
  } else if (hasControlCharacters(value)) {
    return controlCharactersMessage(subject);
  }
  if (DIRECTION_CONTROLS.test(value))
    return `${subject} darf keine Steuerzeichen der Schreibrichtung enthalten.`;
  return null;
}

/** An optional free text's characters (a description, a note): textControlFault's rule. */
export function readableText<T extends z.ZodType<string | null | undefined>>(
  field: T,
  subject: string,
  options: { multiline?: boolean } = {},
) {
  return field.superRefine((value, ctx) => {
    if (!value) return;
    const fault = textControlFault(value, subject, options.multiline ?? false);
    if (fault) ctx.addIssue({ code: "custom", message: fault });
  });
}

/** A required free-text field under textCharacterFault's rule. */
export function visibleText(field: z.ZodString, rule: VisibleTextRule) {
  return field.superRefine((value, ctx) => {
    // An empty text has its message from the field's min(1) already.
    if (value === "") return;
    const fault = textCharacterFault(value, rule);
    if (fault) ctx.addIssue({ code: "custom", message: fault });
  });
}
