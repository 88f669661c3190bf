import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches now, following changes (rotating a tablet, resizing a
 * window). For content that only one layout shows: rendering it hidden costs a phone's main
 * thread for nothing. The server knows no screen: it renders with `onServer` (and the browser
 * hydrates with it before it asks the screen), so content a page without scripts must show
 * passes true and is hidden by its CSS where the layout does not show it.
 */
export function useMediaQuery(query: string, onServer = false): boolean {
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
    () => onServer,
  );
}
