import { useState } from "react";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import { EditableEventList } from "./editable-event-list.tsx";
import { EVENT_TOASTS, EventForm } from "./event-form.tsx";
import { useFocusOnEdit } from "./use-focus-on-edit.ts";

/**
 * The report dialog's «Spielereignisse»: the form above, the match's events below. «… bearbeiten»
 * fills the form with the event and takes the keyboard there: the pencil pressed is far below
 * the form, and a keyboard user would otherwise Tab back up through the whole list.
 */
export function ReportEventsTab({
  match,
  loadFailedMessage,
  onDirtyChange,
}: {
  match: MatchSummary;
  loadFailedMessage: string;
  onDirtyChange?: (isDirty: boolean) => void;
}) {
  const [editing, setEditing] = useState<MatchEventView | null>(null);
  const { formArea, focusForm } = useFocusOnEdit();
  return (
    <div className="flex flex-col gap-6 pt-2">
      <div ref={formArea} className="contents">
        <EventForm
          match={match}
          source="report"
          editing={editing}
          defaultMinute={0}
          onDone={() => setEditing(null)}
          onCancelEdit={() => setEditing(null)}
          onDirtyChange={onDirtyChange}
        />
      </div>
      <section aria-label="Ereignisse" className="border-t border-gray-100 pt-2">
        <EditableEventList
          match={match}
          loadFailedMessage={loadFailedMessage}
          deleteFailedToast={EVENT_TOASTS.reportDeleteFailed}
          onEdit={(event) => {
            setEditing(event);
            focusForm();
          }}
          onDeleted={(id) => {
            if (editing?.id === id) setEditing(null);
          }}
        />
      </section>
    </div>
  );
}
