import { useCallback, useEffect, useRef, useState } from "react";

const FIRST_FIELD = "select, input, textarea";

/**
 * «… bearbeiten» fills an event form and takes the keyboard to its first field: the pencil
 * pressed lies in the list (far below the form, or on a tab the form replaced), and a keyboard
 * user would otherwise Tab back through the whole list. `formArea` is the ref of an element
 * around the form; `focusForm` is called with the edit; `focusFormNow` moves the focus at once
 * (a form in sight), before a question about it.
 */
export function useFocusOnEdit() {
  // A new object per «bearbeiten», so the same event asked for twice moves the focus again.
  const [editAsked, setEditAsked] = useState<object | null>(null);
  const area = useRef<HTMLElement | null>(null);
  // Asked, but the form is not there yet: a tab's panel opened for the first time renders its
  // content one commit after the tab (Radix's Presence), after this render's effects ran. The
  // form's area takes the focus as it arrives.
  const isPending = useRef(false);
  const focusFirstField = useCallback(() => {
    const field = area.current?.querySelector<HTMLElement>(FIRST_FIELD);
    if (!field) return;
    field.focus();
    isPending.current = false;
  }, []);
  useEffect(() => {
    if (!editAsked) return;
    isPending.current = true;
    focusFirstField();
  }, [editAsked, focusFirstField]);
  const formArea = useCallback(
    (element: HTMLElement | null) => {
      area.current = element;
      if (element && isPending.current) focusFirstField();
    },
    [focusFirstField],
  );
  const focusForm = useCallback(() => setEditAsked({}), []);
  return { formArea, focusForm, focusFormNow: focusFirstField };
}
