import { type RefObject, useEffect, useMemo, useState } from "react";
import { formatCount } from "#shared/format.ts";

/** How many cards a step shows: a phone's page of 24 cards is already some 7’000 px tall. */
export const STEP = 24;

interface Steps {
  /** The search and filter these steps were counted for; another one starts again at one step. */
  key: string;
  count: number;
  /** Players added here: shown wherever the sorted list puts them (see `keep`). */
  kept: readonly string[];
}

/**
 * A club's 150 to 250 players as cards made the tab a phone's 50’000 px page and slow to draw;
 * the list shows the first `STEP` of what the search and filter found, and «Weitere Spieler
 * anzeigen» the next `STEP` each. A new search or filter (`key`) starts again at one step.
 *
 * A keyboard user who pressed «Weitere …» continues at the first new card: its first link or
 * button (inside `list`'s `[data-row-id]` row, see useRevealAdded) takes the focus. A player just
 * added (`keep`) is shown even where the sorting puts it beyond the steps, with the cards before
 * it, so the list stays the beginning of the sorted list and useRevealAdded can scroll to it.
 */
export function useSteps<T extends { id: string }>(
  list: RefObject<HTMLElement | null>,
  items: readonly T[],
  key: string,
) {
  const [steps, setSteps] = useState<Steps>({ key, count: STEP, kept: [] });
  const current: Steps = steps.key === key ? steps : { key, count: STEP, kept: [] };
  const lastKept = Math.max(-1, ...items.flatMap((item, i) => (current.kept.includes(item.id) ? [i] : [])));
  const limit = Math.max(current.count, lastKept + 1);
  const shown = useMemo(() => items.slice(0, limit), [items, limit]);
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (focusId === null) return;
    setFocusId(null);
    const rows = list.current?.querySelectorAll<HTMLElement>("[data-row-id]") ?? [];
    const row = [...rows].find((element) => element.dataset.rowId === focusId);
    // The focus alone would scroll only as far as the card's name, at the screen's lower edge;
    // the new card comes to the top instead (below the sticky header: the row's scroll margin).
    row?.scrollIntoView?.({ block: "start" });
    row?.querySelector<HTMLElement>("a[href], button")?.focus({ preventScroll: true });
  }, [focusId, list]);

  return {
    shown,
    /** How many the search and filter found beyond those shown. */
    rest: items.length - shown.length,
    /** «24 von 55 Spielern» while not all are shown, else null. */
    progress:
      shown.length < items.length
        ? `${formatCount(shown.length)} von ${formatCount(items.length)} ${items.length === 1 ? "Spieler" : "Spielern"}`
        : null,
    showMore() {
      setFocusId(items[limit]?.id ?? null);
      setSteps({ ...current, count: limit + STEP });
    },
    /** For the dialog's «Hinzufügen»: the id of the player just added. */
    keep(id: string) {
      // Called when the request ends, maybe from an older render's closure: from the state itself.
      setSteps((before) => {
        const kept = before.key === key ? before : { key, count: STEP, kept: [] };
        return { ...kept, kept: [...kept.kept, id] };
      });
    },
  };
}
