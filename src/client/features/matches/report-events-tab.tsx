import { useState } from "react";
import { takesEventChanges } from "#shared/matches/control.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { type DiscardQuestion, useDiscardQuestion } from "../../ui/crud/use-discard-guard.ts";
import { EditableEventList } from "./editable-event-list.tsx";
import { EVENT_TOASTS, EventForm } from "./event-form.tsx";
import { useEventEdit } from "./use-event-edit.ts";

/**
 * The report dialog's «Spielereignisse»: the form above, the match's events below. «… bearbeiten»
 * fills the form with the event and takes the keyboard there: the pencil pressed is far below
 * the form, and a keyboard user would otherwise Tab back up through the whole list. An event half
 * typed in the form is asked about first (useEventEdit). `askDiscard`: the dialog's question,
 * shared with its close guard.
 */
export function ReportEventsTab({
  match,
  loadFailedMessage,
  onDirtyChange,
  askDiscard,
}: {
  match: MatchSummary;
  loadFailedMessage: string;
  onDirtyChange?: (isDirty: boolean) => void;
  askDiscard?: DiscardQuestion;
}) {
  const [isDirty, setDirty] = useState(false);
  const ownQuestion = useDiscardQuestion();
  const { editing, setEditing, edit, formArea } = useEventEdit({
    isDirty,
    askDiscard: askDiscard ?? ownQuestion,
    isFormOnOwnTab: false,
  });
  const hasForm = takesEventChanges(match);
  return (
    <div className="flex flex-col gap-6 pt-2">
      {/* A cancelled or postponed match takes no events: the list below says why. */}
      {hasForm ? (
        <div ref={formArea} className="contents">
          <EventForm
            match={match}
            source="report"
            editing={editing}
            defaultMinute={0}
            onDone={() => setEditing(null)}
            onCancelEdit={() => setEditing(null)}
            onDirtyChange={(next) => {
              setDirty(next);
              onDirtyChange?.(next);
            }}
          />
        </div>
      ) : null}
      <section aria-label="Ereignisse" className={hasForm ? "border-t border-gray-100 pt-2" : undefined}>
        <EditableEventList
          match={match}
          loadFailedMessage={loadFailedMessage}
          deleteFailedToast={EVENT_TOASTS.reportDeleteFailed}
          onEdit={(event) => void edit(event)}
          onDeleted={(id) => {
            if (editing?.id === id) setEditing(null);
          }}
        />
      </section>
    </div>
  );
}
