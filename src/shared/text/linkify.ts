// Links in news text: web addresses and e-mail addresses a club typed become clickable.
// Only http(s) and mailto links are ever made, so a text can never smuggle in a
// javascript: or data: address.

export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// A web address (with scheme or starting with www.) or an e-mail address.
const LINKABLE =
  /\b(?:https?:\/\/|www\.)[^\s<>"]+|\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/giu;
// Punctuation that ends a sentence rather than the address ("… unter www.fc.ch.").
const TRAILING = /[.,;:!?'"»«)\]]+$/u;

function hrefFor(text: string): string | null {
  if (text.includes("@") && !/^(?:https?:\/\/|www\.)/iu.test(text)) return `mailto:${text}`;
  const candidate = /^www\./iu.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The text cut into plain parts and link parts, in order; joined, the parts give the text back. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(LINKABLE)) {
    let linkText = match[0];
    const trailing = TRAILING.exec(linkText);
    // A closing bracket belongs to the address when the address opened one ("…/Bern_(Stadt)").
    if (trailing && !(trailing[0].startsWith(")") && linkText.includes("("))) {
      linkText = linkText.slice(0, -trailing[0].length);
    }
    const href = hrefFor(linkText);
    if (!href || linkText === "") continue;
    if (match.index > plainFrom) parts.push({ kind: "text", text: text.slice(plainFrom, match.index) });
    parts.push({ kind: "link", text: linkText, href });
    plainFrom = match.index + linkText.length;
  }
  if (plainFrom < text.length) parts.push({ kind: "text", text: text.slice(plainFrom) });
  return parts;
}
