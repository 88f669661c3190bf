import { useEffect, useRef } from "react";

/**
 * Runs `onOpen` when a dialog opens, and only then: a list refetch while the dialog is open
 * (e.g. after '+ Team') must not reset what the user has typed.
 */
export function useOnOpen(open: boolean, onOpen: () => void): void {
  const latest = useRef(onOpen);
  const wasOpen = useRef(false);
  useEffect(() => {
    latest.current = onOpen;
  });
  useEffect(() => {
    if (open && !wasOpen.current) latest.current();
    wasOpen.current = open;
  }, [open]);
}
