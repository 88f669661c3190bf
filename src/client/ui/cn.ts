/** Joins the truthy class names; the tiny stand-in for clsx (no tailwind-merge: later classes do not override). */
export function cn(...classes: Array<string | false | null | undefined | 0>): string {
  return classes.filter(Boolean).join(" ");
}

/** The one focus ring every interactive element shares. */
export const focusRing =
  "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:ring-offset-white";

/**
 * The ring on a dark green surface (the start page's hero): a green ring on dark green showed
 * no visible change on a white button (WCAG 2.4.7); a white ring with a gap of the surface's
 * colour does.
 */
export const focusRingOnDark =
  "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-900";

/**
 * The same ring drawn inside the element: for rows of a list with dividers and clipped rounded
 * corners, where a ring outside the row would be hidden under its neighbours and by the list's
 * edge (only a line of it stayed visible).
 */
export const focusRingInset =
  "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600";

/**
 * A text link's tap area: a line of small text is 20 px, under a thumb's 40. An invisible strip
 * 10 px above and below takes the tap, so the text keeps its line and nothing around it moves
 * (a taller box would push the page apart).
 */
export const textLinkTapArea = "relative after:absolute after:inset-x-0 after:-inset-y-2.5";
