import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element has come into view (or within `margin` of it) since it mounted; it stays
 * true after. For reads a part of a page needs only once someone may look at it: a list of thirty
 * live matches read two line-up answers for every card at opening, most of them never scrolled to.
 * Where the browser has no IntersectionObserver, at once.
 */
export function useSeenOnce(ref: RefObject<Element | null>, margin = "200px"): boolean {
  const [isSeen, setSeen] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (isSeen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isSeen, margin]);
  return isSeen;
}
