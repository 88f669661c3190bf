import { useState } from "react";
import type { MatchEventView } from "#shared/matches/types.ts";
import { type DiscardQuestion, lostInput } from "../../ui/crud/use-discard-guard.ts";
import { eventFormTitle } from "./event-form.tsx";
import { useFocusOnEdit } from "./use-focus-on-edit.ts";

/**
 * «… bearbeiten» in a match's event list beside its event form, in both club dialogs (the live
 * control, the report dialog's «Spielereignisse»). The form fills itself from the event it is
 * given, so a half-typed event in it (a new one, or another event being changed) went without a
 * word: it is asked about first («Änderungen verwerfen?»; «Weiter bearbeiten» keeps it). The same
 * event, still being changed, is only shown again. The keyboard goes on in the form's first field.
 *
 * `isFormOnOwnTab`: the form is on a tab of its own, hidden while the list shows (the question
 * names that tab); else it is in sight beside the list. `askDiscard`: the dialog's question,
 * shared with its close guard.
 */
export function useEventEdit({
  isDirty,
  askDiscard,
  isFormOnOwnTab,
}: {
  isDirty: boolean;
  askDiscard: DiscardQuestion;
  isFormOnOwnTab: boolean;
}) {
  const [editing, setEditing] = useState<MatchEventView | null>(null);
  const { formArea, focusForm, focusFormNow } = useFocusOnEdit();

  /** True when the form now shows `event` (the caller opens its tab), false when it kept its input. */
  async function edit(event: MatchEventView): Promise<boolean> {
    const isSameEdit = editing?.id === event.id;
    if (isDirty && !isSameEdit) {
      // A form in sight is asked about from itself: it scrolls into view behind the question («in
      // diesem Formular»), and the question hands the focus back to it, whatever the answer. From
      // the pencil far below, «Weiter bearbeiten» left the keyboard in the list, and the focus
      // handed back to the pencil took it from the form «Verwerfen» had filled.
      if (!isFormOnOwnTab) focusFormNow();
      const lost = isFormOnOwnTab ? lostInput(false, [eventFormTitle(editing)]) : undefined;
      if ((await askDiscard(lost)) !== true) return false;
    }
    if (!isSameEdit) setEditing(event);
    focusForm();
    return true;
  }

  return { editing, setEditing, edit, formArea };
}
