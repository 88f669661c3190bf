import { type CSSProperties, useEffect } from "react";
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
} as CSSProperties;

/**
 * Loaded by `toast.tsx` with the first toast, not with the first page.
 * One toast is visible at a time (spec); a newer one replaces it in view.
 * Bottom corner, not top: at the top a toast covered the logo and the menu button for 4 s.
 * On a phone it sits above the home indicator and clears the bottom edge. While a dialog is
 * open it shows at the top, where the dialog's overlay covers the top bar anyway: at the bottom
 * it covered a phone's sheet buttons.
 */
export function Toaster({ onReady }: { onReady: (toast: typeof sonnerToast) => void }) {
  // Effects run child first: when this one runs, sonner's Toaster already listens for toasts.
  useEffect(() => onReady(sonnerToast), [onReady]);
  const isDialogOpen = useIsDialogOpen();
  return (
    <SonnerToaster
      ref={keepTabGoing}
      position={isDialogOpen ? "top-center" : "bottom-right"}
      mobileOffset={{
        bottom: "calc(env(safe-area-inset-bottom) + 12px)",
        top: "calc(env(safe-area-inset-top) + 12px)",
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
    />
  );
}
