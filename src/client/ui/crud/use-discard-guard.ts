import { useRef } from "react";
import { useConfirm } from "../dialogs-provider.tsx";

export const DISCARD_QUESTION = {
  title: "Änderungen verwerfen?",
  description: "Was du in diesem Formular eingegeben hast, geht verloren.",
  confirmLabel: "Verwerfen",
  cancelLabel: "Weiter bearbeiten",
} as const;

/**
 * A form dialog's `onOpenChange` that asks before throwing away what was typed: Escape, a tap
 * on the backdrop or ✕ closed the dialog at once and the input was gone (on a phone a stray tap
 * beside the sheet is easy). An untouched form closes at once; saving closes through the
 * caller's own `onOpenChange(false)` and never asks. «Weiter bearbeiten» leaves the dialog open,
 * and the confirm dialog returns the focus to where it was in the form.
 */
export function useDiscardGuard(isDirty: boolean, onOpenChange: (open: boolean) => void) {
  const confirm = useConfirm();
  // The question lies outside the form dialog: Radix takes a tap on its buttons for a tap beside
  // the form dialog, and asking again would answer the first question «no».
  const isAsking = useRef(false);
  return async (open: boolean) => {
    if (open || !isDirty) {
      onOpenChange(open);
      return;
    }
    if (isAsking.current) return;
    isAsking.current = true;
    const isDiscarded = await confirm({ ...DISCARD_QUESTION, destructive: true });
    isAsking.current = false;
    if (isDiscarded) onOpenChange(false);
  };
}
