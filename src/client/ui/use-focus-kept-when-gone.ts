import { type RefObject, useLayoutEffect, useRef } from "react";
import { placeOf } from "./focus-after-removal.ts";
import { ancestorsOf, hasFocusFallen } from "./focus-fallen.ts";

/**
 * For an item that may leave a list while the page stays (a match that ends leaves
 * «Live-Ticker»): the focus inside it would fall to the top of the page, and a keyboard or
 * screen-reader user would start over from there. It goes to the same place in the item that
 * takes its place, or to a heading of what is left (`placeOf`). Not when `page` goes with it (a
 * link in the item was followed): the next page places the focus itself.
 */
export function useFocusKeptWhenGone<T extends HTMLElement>(
  page: RefObject<HTMLElement | null>,
): RefObject<T | null> {
  const item = useRef<T>(null);
  useLayoutEffect(() => {
    const element = item.current;
    return () => {
      // Read now, not at mount: a page and its items mount in one commit, and the page's ref is
      // set after its items' effects ran. A page that goes has lost its ref by now.
      const pageElement = page.current;
      const active = document.activeElement;
      if (!element || !pageElement || !(active instanceof HTMLElement) || !element.contains(active)) return;
      // Read now: this runs in the middle of the commit that takes the item away.
      const target = placeOf(active);
      const around = ancestorsOf(active);
      queueMicrotask(() => {
        if (pageElement.isConnected && hasFocusFallen(around)) target()?.focus({ preventScroll: true });
      });
    };
  }, [page]);
  return item;
}
