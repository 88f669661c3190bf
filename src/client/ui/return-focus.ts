import { useRef } from "react";
import { keepFocusWhenRemoved, placeOf } from "./focus-after-removal.ts";
import { ancestorsOf, hasFocusFallen } from "./focus-fallen.ts";

type AutoFocusHandler = (event: Event) => void;

/**
 * Focus goes back to whatever opened a dialog when it closes. Radix does that only for its own
 * `DialogTrigger`; our dialogs are mostly opened from state (a player card, an event name), and
 * then focus fell to the top of the page. The opener is read when the dialog takes focus, since
 * the content component itself stays mounted while the dialog is closed.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}) {
  const opener = useRef<HTMLElement | null>(null);
  // What saving in the dialog did may have replaced the opener («Verschieben» becomes «Wieder
  // ansetzen»), now or when its list loads again: then the focus goes to its place in its row.
  const place = useRef<(() => HTMLElement | null) | null>(null);
  // A link in the dialog (the phone's menu) leads to another page: its h1 has the focus then
  // (app/focus-on-navigation.ts), and the menu button of the page left behind is no place to return to.
  const openedAt = useRef<string | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      openedAt.current = window.location.pathname;
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      place.current = opener.current ? placeOf(opener.current) : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      const target = opener.current;
      const fallback = place.current;
      const hasLeft = openedAt.current !== null && openedAt.current !== window.location.pathname;
      opener.current = null;
      place.current = null;
      openedAt.current = null;
      if (event.defaultPrevented) return;
      if (hasLeft) {
        event.preventDefault();
        return;
      }
      if (!target) return;
      event.preventDefault();
      if (target.isConnected) {
        if (target.matches(":disabled")) focusWhenEnabled(target);
        else target.focus({ preventScroll: true });
        keepFocusWhenRemoved(target);
      } else {
        fallback?.()?.focus({ preventScroll: true });
      }
    },
  };
}

/**
 * The answer of a dialog often starts work its opener waits for («Zurückziehen» busy while the
 * withdrawal is saved, button.tsx): a disabled button takes no focus, and the focus stayed at the
 * top of the page. It goes to the opener once that is enabled again, unless the person has put it
 * somewhere else meanwhile (a removed opener is focus-after-removal.ts's).
 */
function focusWhenEnabled(target: HTMLElement) {
  const around = ancestorsOf(target);
  const observer = new MutationObserver(() => {
    if (!target.isConnected) return stop();
    if (target.matches(":disabled")) return;
    stop();
    if (hasFocusFallen(around)) target.focus({ preventScroll: true });
  });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener("focusin", stop);
  };
  observer.observe(target, { attributes: true, attributeFilter: ["disabled"] });
  document.addEventListener("focusin", stop);
}
