// Tschutti says "du" to everyone. This finds the formal address ("Sie", "Ihr", "Ihnen") in a
// German text, so a test can hold every string of the product to the informal form.

// Formal possessives and the dative are never right, wherever they stand.
const ALWAYS_FORMAL = /\b(Ihnen|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/gu;
// "Sie"/"Ihr" inside a sentence is the formal "you" ("Bitte wählen Sie", "für Ihr Team");
// at the start of a sentence it may be "she/they" ("Sie bietet Platz …") or informal "ihr".
const MID_SENTENCE = /(?<![.!?:;«"'`„“(\n]\s*|^\s*)\b(Sie|Ihr)\b/gu;
// At a sentence start, "Sie" followed by an -en verb is formal ("Sie müssen eingeloggt sein").
const SENTENCE_START_FORMAL = /(?:^|[.!?:;«"'`„“(\n]\s*)\b(Sie)\s+\p{Ll}+en\b/gu;

/** The formal forms in a text, in order of appearance (empty when it says "du"). */
export function findFormalAddress(text: string): string[] {
  const hits: Array<{ at: number; word: string }> = [];
  for (const pattern of [ALWAYS_FORMAL, MID_SENTENCE, SENTENCE_START_FORMAL]) {
    for (const match of text.matchAll(pattern)) hits.push({ at: match.index, word: match[0].trim() });
  }
  return hits.sort((a, b) => a.at - b.at).map((h) => h.word);
}
