import { type CSSProperties, useEffect } from "react";
import { createPortal } from "react-dom";
import { Toaster as SonnerToaster, toast as sonnerToast } from "sonner";
import { useIsDialogOpen } from "./open-dialogs.ts";

function stopHere(event: FocusEvent) {
  event.stopPropagation();
}

/**
 * Sonner notes where the focus came from when it enters its toasts (its React `onFocus` on the
 * list) and puts it back there the moment it leaves them (`onBlur`), meant for its Alt+T
 * shortcut. But a toast is in the Tab order too: Tab from its «Schliessen» went back to the
 * page's last link («Für Entwickler», focused by script, so without a ring), then into the
 * toast again, until it expired. Its focus events end at its own region, before React's root
 * listener, so sonner notes nothing and Tab goes on as the page's order says. Nothing of ours
 * inside a toast listens for focus.
 */
function keepTabGoing(region: HTMLElement | null) {
  if (!region) return;
  region.addEventListener("focusin", stopHere);
  region.addEventListener("focusout", stopHere);
  return () => {
    region.removeEventListener("focusin", stopHere);
    region.removeEventListener("focusout", stopHere);
  };
}

// Sonner's rich colours miss WCAG AA for small text; darker text on the same light backgrounds.
// Inline custom properties, because sonner injects its own stylesheet after ours.
const richColours = {
  "--success-bg": "var(--color-brand-50)",
  "--success-border": "var(--color-brand-200)",
  "--success-text": "var(--color-brand-800)",
  "--error-bg": "var(--color-red-50)",
  "--error-border": "var(--color-red-200)",
  "--error-text": "var(--color-red-800)",
  "--warning-bg": "var(--color-amber-50)",
  "--warning-border": "var(--color-amber-200)",
  "--warning-text": "var(--color-amber-900)",
  "--info-bg": "var(--color-sky-50)",
  "--info-border": "var(--color-sky-200)",
  "--info-text": "var(--color-sky-900)",
  // Sonner puts its «Schliessen» on the toast's top left corner, over the icon, where nobody looks
  // for a close: at the top right instead, as dialogs and sheets have it (its right-to-left values).
  "--toast-close-button-start": "unset",
  "--toast-close-button-end": "0",
  "--toast-close-button-transform": "translate(35%, -35%)",
} as CSSProperties;

/** The sticky top bar's height (styles.css) and a gap. */
const belowTopBar = "calc(var(--top-bar-height) + 8px)";

/**
 * Loaded by `toast.tsx` with the first toast, not with the first page.
 * One toast is visible at a time (spec); a newer one replaces it in view.
 * At the top, just below the sticky top bar, not at the bottom: a save's toast at the bottom
 * edge sat for 4 s over the buttons of a card down there (a card's «Bearbeiten» and «Löschen»
 * are its last row, where a thumb taps next), at 390 px and at 1280 px alike. Below the bar, not
 * on it: there it covered the logo and the menu button. A toast at the top meets a card's
 * buttons only when the card has all but scrolled away. While a dialog is open it shows higher,
 * over the top bar, which the dialog's overlay covers anyway (at the bottom it covered a phone's
 * sheet buttons). Centred, so closing a dialog moves it only up or down, not across.
 * Straight in <body>, beside the app, not inside it: an open dialog hides everything else from
 * screen readers (Radix marks the app aria-hidden, sparing only live regions there at that
 * moment), so a visit's first toast, loaded while a dialog was open, was never read out.
 */
export function Toaster({ onReady }: { onReady: (toast: typeof sonnerToast) => void }) {
  // Effects run child first: when this one runs, sonner's Toaster already listens for toasts.
  useEffect(() => onReady(sonnerToast), [onReady]);
  const isDialogOpen = useIsDialogOpen();
  return createPortal(
    <SonnerToaster
      ref={keepTabGoing}
      position="top-center"
      offset={{ top: isDialogOpen ? 24 : belowTopBar, right: 24, bottom: 24, left: 24 }}
      mobileOffset={{
        top: isDialogOpen ? "calc(env(safe-area-inset-top) + 12px)" : belowTopBar,
        bottom: "calc(env(safe-area-inset-bottom) + 12px)",
        left: 12,
        right: 12,
      }}
      richColors
      closeButton
      visibleToasts={1}
      duration={4000}
      style={richColours}
      containerAriaLabel="Benachrichtigungen"
      toastOptions={{ closeButtonAriaLabel: "Schliessen", className: "font-sans" }}
    />,
    document.body,
  );
}
