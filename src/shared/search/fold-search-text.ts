// Search folding shared by the client, the server and the database. Swiss names are written
// with and without umlauts ("Rebhügel", "Rebhuegel", "Rebhugel"), so both the stored text
// and the user's words are folded to one spelling: lower case, accents dropped, and the
// umlaut transcriptions ae/oe/ue read as a/o/u. The database computes the same folding in
// a generated column (see foldSqlExpression), so both sides must use these tables.

/**
 * Letters with accents, carons, cedillas or strokes and the base letter they fold to, upper and
 * lower case both listed (the database's lower() is not relied on for them): the French,
 * Italian and German letters of Swiss names and those of names from the Balkans (Đ, Č, Ć, Š,
 * Ž), Poland (Ł, Ś, Ź, Ż, Ń, Ą, Ę), Turkey (Ğ, Ş, İ, ı), Czechia and Slovakia (Ř, Ě, Ů, Ď, Ť,
 * Ň, Ľ), Romania (Ș, Ț, Ă), Hungary (Ő, Ű) and the North (Ø, Ð), which a Swiss keyboard
 * cannot type.
 */
const FOLD_LETTERS: ReadonlyArray<readonly [letters: string, base: string]> = [
  ["ÀÁÂÃÄÅĀĂĄàáâãäåāăą", "a"],
  ["ÇĆČçćč", "c"],
  ["ĎĐÐďđð", "d"],
  ["ÈÉÊËĒĖĘĚèéêëēėęě", "e"],
  ["Ğğ", "g"],
  ["ÌÍÎÏĪİìíîïīı", "i"],
  ["ĹĽŁĺľł", "l"],
  ["ÑŃŇñńň", "n"],
  ["ÒÓÔÕÖØŌŐòóôõöøōő", "o"],
  ["ŔŘŕř", "r"],
  ["ŚŞŠȘśşšș", "s"],
  ["ŢŤȚţťț", "t"],
  ["ÙÚÛÜŪŮŰùúûüūůű", "u"],
  ["ÝŸýÿ", "y"],
  ["ŹŻŽźżž", "z"],
];

/** FOLD_LETTERS as PostgreSQL's translate() takes them: a letter and its base, position by position. */
export const FOLD_FROM = FOLD_LETTERS.map(([letters]) => letters).join("");
export const FOLD_TO = FOLD_LETTERS.map(([letters, base]) => base.repeat(letters.length)).join("");

/** Multi-letter replacements, applied in this order after the single characters. */
export const FOLD_REPLACEMENTS: ReadonlyArray<readonly [string, string]> = [
  ["ß", "ss"],
  ["þ", "th"],
  ["Þ", "th"],
  ["æ", "a"],
  ["Æ", "a"],
  ["œ", "o"],
  ["Œ", "o"],
  ["ae", "a"],
  ["oe", "o"],
  ["ue", "u"],
];

/** FOLD_FROM to FOLD_TO as a lookup. */
export const FOLD_CHARS = new Map<string, string>(
  Array.from(FOLD_FROM, (ch, i) => [ch, FOLD_TO.charAt(i)] as const),
);

/** The folded spelling of a text, for comparing in search only (never for display). */
export function foldSearchText(text: string): string {
  let folded = "";
  for (const ch of text) {
    folded += FOLD_CHARS.get(ch) ?? ch.toLowerCase();
  }
  for (const [from, to] of FOLD_REPLACEMENTS) folded = folded.replaceAll(from, to);
  return folded;
}

/** At most this many words of a query are matched (each one is a LIKE). */
export const SEARCH_MAX_WORDS = 8;

/** The folded, distinct words of a search query; a result must contain every one, in any order. */
export function searchWords(query: string): string[] {
  const words = foldSearchText(query)
    .split(/\s+/u)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

/** `%word%` for LIKE, with the pattern characters of the user's text taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
