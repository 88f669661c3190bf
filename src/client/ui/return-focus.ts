import { useRef } from "react";

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
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
