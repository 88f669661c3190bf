import { cn } from "../../ui/cn.ts";

const CARD_COLOURS = {
  red: "bg-red-600",
  // Yellow-red: the card split diagonally, as printed on match sheets.
  yellowRed: "bg-[linear-gradient(135deg,var(--color-yellow-400)_50%,var(--color-red-600)_50%)]",
  yellow: "bg-yellow-400",
} as const;

export type CardColour = keyof typeof CARD_COLOURS;

/** A card as a small coloured upright rectangle; decorative, its count or column names it. */
export function CardSymbol({ colour, className }: { colour: CardColour; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-block h-4 w-3 shrink-0 rounded-[2px] shadow-sm", CARD_COLOURS[colour], className)}
    />
  );
}
