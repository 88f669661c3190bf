// A «Löschen» button goes with its row: the row leaves the list once the server has deleted it
// and the list has loaded again, and the focus, still on that button, falls to the top of the
// page. A keyboard or screen-reader user would start over from there. So the focus moves to the
// same place in the row that takes its place (the next row, or the previous one when it was the
// last), or to a heading of what is left around it when the list is gone (its empty state's
// title, or the section's). A button that gives way to another in a row that stays («Zurückziehen»
// becomes «Rückzug aufheben», «Verschieben» «Wieder ansetzen») hands the focus to the one at its
// place in that row.

import { ancestorsOf, hasFocusFallen } from "./focus-fallen.ts";

const ITEM = "li, [role='listitem'], tr, [role='row']";
const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";
const HEADING = "h1, h2, h3";

function focusablesIn(element: Element): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** The first heading in `from`, or else in its nearest parent that has one. */
function headingAround(from: Element): HTMLElement | null {
  for (let node: Element | null = from; node && node !== document.body; node = node.parentElement) {
    const heading = node.querySelector<HTMLElement>(HEADING);
    if (heading) return heading;
  }
  return null;
}

/**
 * Marks a list's item whose buttons do something else than its neighbours' at the same place
 * (the person's own row among the club's members: «Verlassen» where the others have
 * «Entfernen»). A neighbour's removal hands the focus past it, to the item beyond or to the
 * heading, not to a button that does what the person never asked for. Spread on the item.
 */
export const PASSED_OVER_BY_FOCUS = { "data-focus-passes-over": "" } as const;

/** The nearest item after (or before) `item` that is not passed over. */
function neighbourOf(
  item: Element,
  direction: "nextElementSibling" | "previousElementSibling",
): Element | null {
  let neighbour = item[direction];
  while (neighbour?.hasAttribute("data-focus-passes-over")) neighbour = neighbour[direction];
  return neighbour;
}

export interface FocusKeeper {
  /** Stop watching (the deletion failed: the row stays, and so does the focus). */
  cancel(): void;
}

/**
 * Where the focus goes once `element` has left the page, read while it is still there: the
 * same place in its row if the row stays, else in the next or previous row (past one
 * `PASSED_OVER_BY_FOCUS`), else a heading.
 */
export function placeOf(element: HTMLElement): () => HTMLElement | null {
  const item = element.closest(ITEM);
  const place = item ? focusablesIn(item).indexOf(element) : -1;
  const neighbours = item
    ? [item, neighbourOf(item, "nextElementSibling"), neighbourOf(item, "previousElementSibling")]
    : [];
  const ancestors = ancestorsOf(element);
  return function target(): HTMLElement | null {
    for (const neighbour of neighbours) {
      if (!neighbour?.isConnected) continue;
      const focusables = focusablesIn(neighbour);
      const same = focusables[place] ?? focusables[0];
      if (same) return same;
    }
    const remaining = ancestors.find((node) => node.isConnected);
    const heading = remaining ? headingAround(remaining) : null;
    if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    return heading;
  };
}

/**
 * Watches `element` (the focused «Löschen» button) until it leaves the page; if the focus went
 * with it (`hasFocusFallen`), moves the focus as said above. Stops when the focus moves
 * elsewhere first.
 */
export function keepFocusWhenRemoved(element: Element | null): FocusKeeper {
  if (!(element instanceof HTMLElement) || !element.isConnected) return { cancel() {} };
  const target = placeOf(element);
  const around = ancestorsOf(element);

  const observer = new MutationObserver(() => {
    if (element.isConnected) return;
    stop();
    if (hasFocusFallen(around)) target()?.focus();
  });
  // A dialog's focus trap taking the fallen focus to the dialog is no move of the person's.
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== element && !(event.target instanceof Element && around.includes(event.target)))
      stop();
  };
  function stop() {
    observer.disconnect();
    document.removeEventListener("focusin", onFocusIn);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener("focusin", onFocusIn);
  return { cancel: stop };
}
