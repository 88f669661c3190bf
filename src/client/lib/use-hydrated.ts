import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while React renders on the server or hydrates the server's HTML, true afterwards. For
 * state the server cannot know (who is signed in): the page's parts hydrate one after another
 * (each Suspense boundary on its own), so such state may already have arrived in the browser
 * when a later part hydrates, and that part must still render what the server rendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
