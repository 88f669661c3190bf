import { useEffect, useState } from "react";

// Dialogs a page offers but does not show at first (a match's line-up, a player's card) are
// code the first paint does not need: Radix Dialog with its scroll lock is about 12 KB of a
// match page's first route. They load when first opened, and once the page is idle before
// that, so the first tap does not wait for the network either.

/** True from the first time `open` was true: the dialog stays mounted to animate its close and return focus. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Starts `load` once the browser is idle after the page has hydrated. */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const start = () => void load().catch(() => {});
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(start, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(start, 2_000);
    return () => window.clearTimeout(timer);
  }, [load]);
}
