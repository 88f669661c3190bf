import { type RefObject, useEffect, useState } from "react";

/**
 * Whether a sideways-scrolling element holds more beyond its end edge right now (a table's
 * columns, a row of tabs on a phone), following its scrolling and its size and, with
 * `alsoChild`, its first child's (the content changes with a new selection).
 */
export function useMoreBeyond(ref: RefObject<HTMLElement | null>, alsoChild = false): boolean {
  const [hasMore, setHasMore] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setHasMore(element.scrollWidth - element.clientWidth - element.scrollLeft > 1);
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (alsoChild && element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener("scroll", measure);
      observer?.disconnect();
    };
  }, [ref, alsoChild]);
  return hasMore;
}
