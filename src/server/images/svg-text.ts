// Text for the SVG the share cards are drawn from. SVG does not wrap, so lines are broken here
// by an estimate of the glyphs' width (bold Arial/Liberation Sans averages about 0.58 em; wide
// letters count more), which errs on the short side so no line runs past its box.

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeXml(text: string): string {
  // Control characters are not allowed in XML at all.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");
  return clean.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

function glyphWidth(ch: string): number {
  if (/[ilI.,:;'|!]/.test(ch)) return 0.3;
  if (/[mwMW@]/.test(ch)) return 0.9;
  if (/[A-ZÄÖÜ0-9]/.test(ch)) return 0.7;
  if (ch === " ") return 0.28;
  return 0.58;
}

export function textWidth(text: string, fontSize: number): number {
  let width = 0;
  for (const ch of text) width += glyphWidth(ch);
  return width * fontSize;
}

function cut(text: string, maxWidth: number, fontSize: number): string {
  let result = "";
  for (const ch of text) {
    if (textWidth(`${result}${ch}…`, fontSize) > maxWidth) break;
    result += ch;
  }
  return `${result.trimEnd()}…`;
}

/** Words in lines of at most `maxWidth` px; what does not fit in `maxLines` ends with «…». */
export function wrapText(text: string, maxWidth: number, fontSize: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? "";
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      current = "";
      const last = lines.pop() ?? "";
      lines.push(cut(`${last} ${words.slice(i).join(" ")}`, maxWidth, fontSize));
      return lines;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const rest = lines.splice(maxLines - 1).join(" ");
    lines.push(cut(rest, maxWidth, fontSize));
  }
  return lines.map((line) => (textWidth(line, fontSize) > maxWidth ? cut(line, maxWidth, fontSize) : line));
}
