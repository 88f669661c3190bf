import { useEffect, useSyncExternalStore } from "react";

// Whether a dialog or sheet is open, for the toasts: on a phone a dialog is a sheet from the
// bottom, where toasts sit, and a toast there covered the sheet's buttons (a tap on «Löschen»
// went to the toast). While one is open, toasts show at the top instead.

let openCount = 0;
const listeners = new Set<() => void>();

function changeBy(step: number) {
  openCount += step;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rendered inside a dialog's content, which Radix mounts only while the dialog is open. */
export function OpenDialogMark(): null {
  useEffect(() => {
    changeBy(1);
    return () => changeBy(-1);
  }, []);
  return null;
}

export function useIsDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openCount > 0,
    () => false,
  );
}
