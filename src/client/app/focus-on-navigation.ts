import { type RefObject, useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * After an in-app link the page changed under a focus that stayed where it was (a link of the
 * top bar) or fell to the page's body (the pressed link left with its page): a screen reader
 * heard nothing of the new page, and the next Tab started wherever that was. Once the new page
 * is on screen, the focus goes to its h1 (to `main` while it has none), as a page loaded by the
 * browser is read from its top; it is focusable for this alone (tabindex -1, no ring).
 *
 * Not on the first page, nor for a redirect the first page makes before the person did anything
 * (/spielleitung to its first section). Not when only the query or hash changes: tabs and
 * filters write the address and keep the focus on what was pressed. And not when the focus is
 * still on something in the page that stayed: a page's own section links (/spielleitung/…,
 * /manage-club/…) behave as its tabs do.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  const hasActed = useRef(false);

  useEffect(() => {
    const acted = () => {
      hasActed.current = true;
    };
    document.addEventListener("pointerdown", acted, { capture: true, once: true });
    document.addEventListener("keydown", acted, { capture: true, once: true });
    return () => {
      document.removeEventListener("pointerdown", acted, { capture: true });
      document.removeEventListener("keydown", acted, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    if (navigationType !== "REPLACE") hasActed.current = true;
    else if (!hasActed.current) return;
    const root = main.current;
    if (!root) return;
    const active = document.activeElement;
    if (
      active instanceof HTMLElement &&
      active !== root &&
      active.tagName !== "H1" &&
      root.contains(active)
    ) {
      return;
    }
    const target = root.querySelector<HTMLElement>("h1") ?? root;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname, navigationType, main]);
}
