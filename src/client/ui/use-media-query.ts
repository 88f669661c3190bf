import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches now, following changes (rotating a tablet, resizing a
 * window). For content that only one layout shows: rendering it hidden costs a phone's main
 * thread for nothing.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
