import { useCallback, useRef } from "react";
import { useConfirm } from "../dialogs-provider.tsx";

export const DISCARD_QUESTION = {
  title: "Änderungen verwerfen?",
  description: "Was du in diesem Formular eingegeben hast, geht verloren.",
  confirmLabel: "Verwerfen",
  cancelLabel: "Weiter bearbeiten",
} as const;

/**
 * What the question says is lost when some of it is on a tab out of sight (a KeptTabsContent
 * holding a half-typed form): «in diesem Formular» alone pointed at the form in sight, which may
 * be untouched. `hiddenTabs`: the names of the hidden tabs with input. Without any, the plain text.
 */
export function lostInput(isFormInSightDirty: boolean, hiddenTabs: readonly string[]): string {
  if (hiddenTabs.length === 0) return DISCARD_QUESTION.description;
  const places = [
    ...(isFormInSightDirty ? ["in diesem Formular"] : []),
    ...hiddenTabs.map((tab) => `unter «${tab}»`),
  ];
  const last = places.pop();
  const where = places.length > 0 ? `${places.join(", ")} und ${last}` : last;
  return `Was du ${where} eingegeben hast, geht verloren.`;
}

/** Asks whether to throw the input away; `lost` says what is lost (lostInput), the plain text without it. */
export type DiscardQuestion = (lost?: string) => Promise<boolean | null>;

/**
 * Asks «Änderungen verwerfen?», one question at a time: true when the user throws the input
 * away, false for «Weiter bearbeiten», null while a question is already open. A dialog that
 * asks for more than its close (its tabs) shares one with its close guard: a tap on the
 * question's buttons lies outside the dialog, Radix takes it for a tap beside it, and the
 * close guard asking then would answer the open question «no» and stay on screen itself.
 */
export function useDiscardQuestion(): DiscardQuestion {
  const confirm = useConfirm();
  const isAsking = useRef(false);
  return useCallback(
    async (lost = DISCARD_QUESTION.description) => {
      if (isAsking.current) return null;
      isAsking.current = true;
      try {
        return await confirm({ ...DISCARD_QUESTION, description: lost, destructive: true });
      } finally {
        isAsking.current = false;
      }
    },
    [confirm],
  );
}

/**
 * A form dialog's `onOpenChange` that asks before throwing away what was typed: Escape, a tap
 * on the backdrop or ✕ closed the dialog at once and the input was gone (on a phone a stray tap
 * beside the sheet is easy). An untouched form closes at once; saving closes through the
 * caller's own `onOpenChange(false)` and never asks. «Weiter bearbeiten» leaves the dialog open,
 * and the confirm dialog returns the focus to where it was in the form. `ask`: the dialog's
 * shared question, when something else in it asks too; `lost`: what is lost, when it is not (only)
 * the form in sight (lostInput).
 */
export function useDiscardGuard(
  isDirty: boolean,
  onOpenChange: (open: boolean) => void,
  { ask, lost }: { ask?: DiscardQuestion; lost?: string } = {},
) {
  const ownQuestion = useDiscardQuestion();
  const askDiscard = ask ?? ownQuestion;
  return async (open: boolean) => {
    if (open || !isDirty) {
      onOpenChange(open);
      return;
    }
    if ((await askDiscard(lost)) === true) onOpenChange(false);
  };
}
