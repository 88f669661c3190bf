/**
 * A minute or an ordinal with its word («80. Wechsel», «1. Mannschaft», «10. Dezember»), a score
 * with its mark («2:1 (1:0)»), a time with «Uhr»: a line broken between them leaves a number at a
 * line's end that reads as the next item's minute (on a phone: «Weitere Wechsel FC Seeblick 1.»
 * above «Mannschaft: 70. …»), or a lone «Uhr» on a line of its own. Not a part of a score:
 * «1:0. 56. FC» keeps «56. FC», not «0. 56.». A word too long to share a narrow line (an address a
 * club typed) is left free to break on its own. An age class keeps its word too («Senioren 30+»): a
 * line ending «FC Seeblick Senioren» reads as another team, with «30+» alone below it (before a
 * bracket or a comma too: «(1. Mannschaft, Senioren 30+)»). A date keeps its time
 * («14.12.2026, 00:03»): a lone «00:03» at a line's start reads as something else.
 */
const KEPT_TOGETHER =
  /(?<![\d:+])\d+(?:\+\d+)?\. \S{1,24}(?!\S)|(?<!\S)[^\s\d]\S{0,23} \d{1,2}\+(?=[\s),.;:]|$)|(?<![\d:])\d+:\d+ \([^()\s]{1,20}\)|(?<![\d.])\d{1,2}\.\d{1,2}\.\d{4}, \d{1,2}:\d{2}(?: Uhr\b|(?![\d:]))|(?<![\d:])\d{1,2}:\d{2} Uhr\b/g;

export interface TextPart {
  text: string;
  /** The part must not break across lines. */
  kept: boolean;
}

/**
 * The text cut into its pieces, in order, the pairs above marked as kept; joined they give the
 * text back unchanged (for copying). The app's pages (KeptTogether) and the widgets' HTML share it.
 */
export function keptTogetherParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(KEPT_TOGETHER)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), kept: false });
    parts.push({ text: match[0], kept: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), kept: false });
  return parts;
}
