import { useCallback, useRef } from "react";
import { useConfirm } from "../dialogs-provider.tsx";

export const DISCARD_QUESTION = {
  title: "Änderungen verwerfen?",
  description: "Was du in diesem Formular eingegeben hast, geht verloren.",
  confirmLabel: "Verwerfen",
  cancelLabel: "Weiter bearbeiten",
} as const;

/**
 * Asks «Änderungen verwerfen?», one question at a time: true when the user throws the input
 * away, false for «Weiter bearbeiten», null while a question is already open. A dialog that
 * asks for more than its close (its tabs) shares one with its close guard: a tap on the
 * question's buttons lies outside the dialog, Radix takes it for a tap beside it, and the
 * close guard asking then would answer the open question «no» and stay on screen itself.
 */
export function useDiscardQuestion(): () => Promise<boolean | null> {
  const confirm = useConfirm();
  const isAsking = useRef(false);
  return useCallback(async () => {
    if (isAsking.current) return null;
    isAsking.current = true;
    try {
      return await confirm({ ...DISCARD_QUESTION, destructive: true });
    } finally {
      isAsking.current = false;
    }
  }, [confirm]);
}

/**
 * A form dialog's `onOpenChange` that asks before throwing away what was typed: Escape, a tap
 * on the backdrop or ✕ closed the dialog at once and the input was gone (on a phone a stray tap
 * beside the sheet is easy). An untouched form closes at once; saving closes through the
 * caller's own `onOpenChange(false)` and never asks. «Weiter bearbeiten» leaves the dialog open,
 * and the confirm dialog returns the focus to where it was in the form. `ask`: the dialog's
 * shared question, when something else in it asks too.
 */
export function useDiscardGuard(
  isDirty: boolean,
  onOpenChange: (open: boolean) => void,
  ask?: () => Promise<boolean | null>,
) {
  const ownQuestion = useDiscardQuestion();
  const askDiscard = ask ?? ownQuestion;
  return async (open: boolean) => {
    if (open || !isDirty) {
      onOpenChange(open);
      return;
    }
    if ((await askDiscard()) === true) onOpenChange(false);
  };
}
