import { useQuery } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { EVENT_MESSAGES } from "#shared/matches/event-schema.ts";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { matchEventsQueryOptions, useEventWrites } from "../matches/api.ts";
import { EVENT_TOASTS } from "../matches/event-form.tsx";
import { eventMinuteLabel, MatchEventList } from "../matches/match-event-list.tsx";
import { LIVE_LOAD_MESSAGES } from "./api.ts";

/** The control's timeline, newest first, with edit and delete per event. */
export function EventsList({
  match,
  onEdit,
  onDeleted,
}: {
  match: MatchSummary;
  onEdit: (event: MatchEventView) => void;
  onDeleted: (eventId: string) => void;
}) {
  const events = useQuery(matchEventsQueryOptions(match.id));
  const { remove } = useEventWrites(match.id);
  const confirm = useConfirm();

  async function handleDelete(event: MatchEventView) {
    const isConfirmed = await confirm({
      title: "Ereignis löschen",
      description: EVENT_MESSAGES.deleteConfirm,
    });
    if (!isConfirmed) return;
    remove.mutate(event.id, {
      onSuccess: () => {
        toast.success(EVENT_TOASTS.deleted);
        onDeleted(event.id);
      },
      onError: (error) => toast.error(EVENT_TOASTS.liveDeleteFailed, errorMessage(error, "")),
    });
  }

  if (events.isPending) return <LoadingState label="Ereignisse werden geladen…" />;
  if (events.isError)
    return <ErrorState message={LIVE_LOAD_MESSAGES.loadFailed} onRetry={() => events.refetch()} />;
  return (
    <MatchEventList
      events={events.data}
      match={match}
      isNewestFirst
      actions={(event) => (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Ereignis ${eventMinuteLabel(event)} bearbeiten`}
            onClick={() => onEdit(event)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Ereignis ${eventMinuteLabel(event)} löschen`}
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
