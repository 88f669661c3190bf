// Sorting in German order without Intl.Collator. A page's first Intl call loads the browser's
// ICU data (45-70 ms of main thread on a laptop, several times that on a phone), and the
// public pages otherwise need none (issue 14). Names sort as a German reader expects:
// case and accents ignored (ä with a, ß as ss, DIN 5007 form 1) and digit runs by their
// value ("2. Mannschaft" before "10. Mannschaft").
import { FOLD_CHARS } from "../search/fold-search-text.ts";

function sortKey(text: string): string {
  let key = "";
  for (const ch of text) key += FOLD_CHARS.get(ch) ?? (ch === "ß" ? "ss" : ch.toLowerCase());
  return key;
}

const CHUNKS = /\d+|\D+/g;

/** Compares two names in German order; names that differ only in case or accents sort by code unit. */
export function compareNames(a: string, b: string): number {
  const left = sortKey(a).match(CHUNKS) ?? [];
  const right = sortKey(b).match(CHUNKS) ?? [];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const l = left[i] as string;
    const r = right[i] as string;
    if (l === r) continue;
    const bothDigits = /^\d/.test(l) && /^\d/.test(r);
    if (bothDigits && Number(l) !== Number(r)) return Number(l) - Number(r);
    return compareCodeUnits(l, r);
  }
  return left.length - right.length || compareCodeUnits(a, b);
}

/** Plain ordering by UTF-16 code units: for ISO timestamps and ids, where no language applies. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
