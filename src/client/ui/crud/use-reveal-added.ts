import { type RefObject, useEffect, useState } from "react";

/** How long a new row stays marked, long enough to be found after scrolling there. */
const MARK_MS = 4000;

/**
 * A row just added to a long sorted list («Hinzufügen» of the 55th player) lands somewhere in
 * the middle, out of sight; the toast said it was added but not where. Once the list shows it,
 * its row (`[data-row-id]` inside `list`) is scrolled into view, without a smooth scroll when
 * the person asked for reduced motion, and marked for a few seconds (`isMarked`). The focus is
 * left where the closed dialog put it back («Hinzufügen», to add the next one).
 */
export function useRevealAdded(list: RefObject<HTMLElement | null>, shownIds: readonly string[]) {
  const [addedId, setAddedId] = useState<string | null>(null);
  const isShown = addedId !== null && shownIds.includes(addedId);

  useEffect(() => {
    if (!isShown || addedId === null) return;
    const rows = list.current?.querySelectorAll<HTMLElement>("[data-row-id]") ?? [];
    const row = [...rows].find((element) => element.dataset.rowId === addedId);
    const isReduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    row?.scrollIntoView?.({ block: "center", behavior: isReduced ? "auto" : "smooth" });
    const timer = window.setTimeout(() => setAddedId(null), MARK_MS);
    return () => window.clearTimeout(timer);
  }, [isShown, addedId, list]);

  return { markAdded: setAddedId, isMarked: (id: string) => isShown && id === addedId };
}
