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
  // Around the opener, read with it: whether the focus fell (hasFocusFallen) once it may be gone.
  const around = useRef<Element[]>([]);
  return {
    onOpenAutoFocus: (event: Event) => {
      openedAt.current = window.location.pathname;
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      place.current = opener.current ? placeOf(opener.current) : null;
      around.current = opener.current ? ancestorsOf(opener.current) : [];
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      const target = opener.current;
      const fallback = place.current;
      const hasLeft = openedAt.current !== null && openedAt.current !== window.location.pathname;
      const wasAround = around.current;
      opener.current = null;
      place.current = null;
      openedAt.current = null;
      around.current = [];
      if (event.defaultPrevented) return;
      if (hasLeft) {
        event.preventDefault();
        return;
      }
      if (!target) return;
      event.preventDefault();
      // Radix hands the focus back a task after the dialog has gone, and the answer may have
      // placed it meanwhile: «Verwerfen» over a half-typed event opens the other event in the
      // form, whose first field takes the focus (useFocusOnEdit), while the pencil that asked is
      // gone with its tab. Only a focus that fell with the dialog (to the page, or to the dialog
      // around the opener) goes back to the opener or its place.
      if (!hasFocusFallen(wasAround)) return;
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
