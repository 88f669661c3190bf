import { type RefObject, useEffect, useState } from "react";
import { cn } from "../cn.ts";

/** How long a new row stays marked, long enough to be found after scrolling there. */
const MARK_MS = 4000;

/**
 * A row just added to a long sorted list («Hinzufügen» of the 55th player) lands somewhere in
 * the middle, out of sight; the toast said it was added but not where. Once the list shows it,
 * its row (`[data-row-id]` inside `list`, see `rowProps`) is scrolled into view, without a smooth scroll when
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

  const isMarked = (id: string) => isShown && id === addedId;
  return {
    /** For the dialog's «Hinzufügen»: the id of the row just added. */
    markAdded: setAddedId,
    isMarked,
    /** The props of a row of `list` (an `<li>`): found by its id, marked while just added. */
    rowProps: (id: string) => ({
      "data-row-id": id,
      className: cn("scroll-my-24 rounded-xl", isMarked(id) && "ring-2 ring-brand-600 ring-offset-2"),
    }),
  };
}
