import type { ReactNode } from "react";

/**
 * A minute or an ordinal with its word («80. Wechsel», «1. Mannschaft», «10. Dezember»), a score
 * with its mark («2:1 (1:0)»), a time with «Uhr»: a line broken between them leaves a number at a
 * line's end that reads as the next item's minute (on a phone: «Weitere Wechsel FC Seeblick 1.»
 * above «Mannschaft: 70. …»), or a lone «Uhr» on a line of its own. Not a part of a score:
 * «1:0. 56. FC» keeps «56. FC», not «0. 56.». A word too long to share a narrow line (an address a
 * club typed) is left free to break on its own.
 */
const KEPT_TOGETHER =
  /(?<![\d:+])\d+(?:\+\d+)?\. \S{1,24}(?!\S)|(?<![\d:])\d+:\d+ \([^()\s]{1,20}\)|(?<![\d:])\d{1,2}:\d{2} Uhr\b/g;

/** The text with each pair above unbreakable; its characters stay the same, for copying. */
export function KeptTogether({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(KEPT_TOGETHER)) {
    parts.push(text.slice(from, match.index));
    parts.push(
      <span key={match.index} className="whitespace-nowrap">
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}
