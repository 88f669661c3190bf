import { type RefObject, useLayoutEffect } from "react";

/**
 * Keeps room for a sticky element at the top of its scroller (`scroll-padding-top` of the
 * part of it that shows once stuck), so a control that takes the focus scrolls below it: the
 * browser otherwise stops once the control is inside the scroller, which may be under the
 * sticky element. Follows the element's height (a wrapped line, a badge).
 */
const FOCUS_RING_ROOM = 4;

export function useStickyScrollRoom(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const sticky = ref.current;
    const scroller = sticky ? scrollerOf(sticky) : null;
    if (!sticky || !scroller) return;
    const measure = () => {
      // It sticks at its `top` inside the scroller's padding (a negative `top` pulls it up
      // into the padding), and a focus ring wants a few pixels more.
      const top = Number.parseFloat(getComputedStyle(sticky).top) || 0;
      const padding = Number.parseFloat(getComputedStyle(scroller).paddingTop) || 0;
      scroller.style.scrollPaddingTop = `${Math.max(0, padding + top + sticky.offsetHeight) + FOCUS_RING_ROOM}px`;
    };
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(sticky);
    window.addEventListener("resize", measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", measure);
      scroller.style.scrollPaddingTop = "";
    };
  }, [ref]);
}

function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return null;
}
