// Search folding shared by the client, the server and the database. Swiss names are written
// with and without umlauts ("Rebhügel", "Rebhuegel", "Rebhugel"), so both the stored text
// and the user's words are folded to one spelling: lower case, accents dropped, and the
// umlaut transcriptions ae/oe/ue read as a/o/u. The database computes the same folding in
// a generated column (see foldSqlExpression), so both sides must use these tables.

/** Single characters and what they fold to, position by position (upper and lower case). */
export const FOLD_FROM = "ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ";
export const FOLD_TO = "aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyy";

/** Multi-letter replacements, applied in this order after the single characters. */
export const FOLD_REPLACEMENTS: ReadonlyArray<readonly [string, string]> = [
  ["ß", "ss"],
  ["æ", "a"],
  ["Æ", "a"],
  ["œ", "o"],
  ["Œ", "o"],
  ["ae", "a"],
  ["oe", "o"],
  ["ue", "u"],
];

/** FOLD_FROM to FOLD_TO as a lookup (also the accent folding of German name order). */
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
