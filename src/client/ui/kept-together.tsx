import { keptTogetherParts } from "#shared/text/kept-together.ts";

/** The text with each pair of #shared/text/kept-together.ts unbreakable; its characters stay the same, for copying. */
export function KeptTogether({ text }: { text: string }) {
  return keptTogetherParts(text).map((part, i) =>
    part.kept ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
      <span key={i} className="whitespace-nowrap">
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
