import { useQuery } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { EVENT_MESSAGES } from "#shared/matches/event-schema.ts";
import { EVENT_TYPE_LABELS } from "#shared/matches/event-types.ts";
import { eventsClosedMessage } from "#shared/matches/schema.ts";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { matchEventsQueryOptions } from "./api.ts";
import { ClosedNote } from "./closed-note.tsx";
import { EVENT_TOASTS } from "./event-form.tsx";
import { useEventWrites } from "./manage-api.ts";
import { eventMinuteLabel, MatchEventList, playerName } from "./match-event-list.tsx";

/**
 * An event as its buttons name it, so a list of them can be told apart by ear: «Tor 23' Lena
 * Frei», not «Ereignis 23'» four times.
 */
function eventName(event: MatchEventView): string {
  const who = event.player ? ` ${playerName(event.player)}` : "";
  return `${EVENT_TYPE_LABELS[event.type]} ${eventMinuteLabel(event)}${who}`;
}

/**
 * A match's timeline with edit and delete per event: the live control's (newest first) and the
 * report dialog's (by minute). Deleting asks first; editing is the caller's form.
 */
export function EditableEventList({
  match,
  isNewestFirst = false,
  loadFailedMessage,
  deleteFailedToast,
  onEdit,
  onDeleted,
}: {
  match: MatchSummary;
  isNewestFirst?: boolean;
  loadFailedMessage: string;
  deleteFailedToast: string;
  onEdit: (event: MatchEventView) => void;
  onDeleted: (eventId: string) => void;
}) {
  const events = useQuery(matchEventsQueryOptions(match.id));
  const { remove } = useEventWrites(match.id);
  const confirm = useConfirm();

  async function handleDelete(event: MatchEventView) {
    const isConfirmed = await confirm({
      title: "Ereignis löschen",
      description: `${eventName(event)}: ${EVENT_MESSAGES.deleteConfirm}`,
    });
    if (!isConfirmed) return;
    remove.mutate(event.id, {
      onSuccess: () => {
        toast.success(EVENT_TOASTS.deleted);
        onDeleted(event.id);
      },
      onError: (error) => toast.error(deleteFailedToast, errorMessage(error, "")),
    });
  }

  if (events.isPending) return <LoadingState label="Ereignisse werden geladen…" />;
  if (events.isError) return <ErrorState message={loadFailedMessage} onRetry={() => events.refetch()} />;
  // A cancelled or postponed match takes no event changes (the server refuses them: after the
  // live ticker's abort the league office decides on its score; a postponed match is not being
  // played): its events are shown without the buttons, below the reason, where the form was.
  const closed = eventsClosedMessage(match);
  if (closed) {
    return (
      <>
        <ClosedNote>{closed}</ClosedNote>
        <MatchEventList events={events.data} match={match} isNewestFirst={isNewestFirst} />
      </>
    );
  }
  return (
    <MatchEventList
      events={events.data}
      match={match}
      isNewestFirst={isNewestFirst}
      actions={(event) => (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`${eventName(event)} bearbeiten`}
            data-edits-event={event.id}
            onClick={() => onEdit(event)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`${eventName(event)} löschen`}
            className="text-live-dark hover:bg-red-50"
            loading={remove.isPending && remove.variables === event.id}
            onClick={() => handleDelete(event)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </>
      )}
    />
  );
}
