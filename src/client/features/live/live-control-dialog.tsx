import { useQuery } from "@tanstack/react-query";
import { Pencil, Timer, Trash2 } from "lucide-react";
import { useState } from "react";
import type { MatchEventView, MatchSummary } from "#shared/api/matches.ts";
import {
  CONTROL_ACTION_LABELS,
  type ControlAction,
  clockSeconds,
  confirmationFor,
  controlPhase,
  DEFAULT_STOPPAGE_MINUTES,
  eventMinuteNow,
  FULL_TIME_MINUTES,
  formatClockSeconds,
  HALF_MINUTES,
  isClockRunning,
  offeredActions,
  stoppageBadge,
} from "#shared/match-clock.ts";
import { MAX_STOPPAGE_MINUTES } from "#shared/validation/match.ts";
import { EVENT_MESSAGES } from "#shared/validation/match-event.ts";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { serverNow } from "../../lib/server-clock.ts";
import { useNow } from "../../lib/use-now.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { useConfirm, usePrompt } from "../../ui/dialogs-provider.tsx";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { toast } from "../../ui/toast.tsx";
import { matchEventsQueryOptions, matchQueryOptions, useEventWrites } from "../matches/api.ts";
import { EVENT_TOASTS, EventForm } from "../matches/event-form.tsx";
import { MatchEventList } from "../matches/match-event-list.tsx";
import { fullTeamName, scoreLabel } from "../matches/match-teams.tsx";
import { LIVE_LOAD_MESSAGES, LIVE_TOASTS, useLiveAction, useSetStoppage } from "./api.ts";
import { clockStateOf, liveMinuteLabel } from "./live-clock.ts";

/** The club's live-ticker control dialog (club-management §2, §4). */
export function LiveControlDialog({
  matchId,
  open,
  onOpenChange,
}: {
  matchId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // The tab's one stream follows this match while the dialog is open (another admin, a second
  // device), so the dialog opens none of its own.
  const match = useQuery({ ...matchQueryOptions(matchId), enabled: open });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" {...(match.data ? {} : { "aria-describedby": undefined })}>
        {match.isPending ? (
          <>
            <DialogTitle className="sr-only">Live-Ticker</DialogTitle>
            <LoadingState label="Spiel wird geladen…" />
          </>
        ) : match.isError ? (
          <>
            <DialogTitle>Live-Ticker</DialogTitle>
            <ErrorState
              className="mt-4"
              message={
                match.error instanceof ApiError && match.error.status === 404
                  ? LIVE_LOAD_MESSAGES.notFound
                  : LIVE_LOAD_MESSAGES.loadFailed
              }
              onRetry={() => match.refetch()}
              isRetrying={match.isFetching}
            />
          </>
        ) : (
          <Control match={match.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Control({ match }: { match: MatchSummary }) {
  const now = useNow(1000);
  const state = clockStateOf(match);
  const phase =
    match.status === "cancelled" || match.status === "completed" ? "finished" : controlPhase(state, now);
  const actions = offeredActions(phase);
  const action = useLiveAction(match.id);
  const stoppage = useSetStoppage(match.id);
  const confirm = useConfirm();
  const prompt = usePrompt();
  const [tab, setTab] = useState("events");
  const [editing, setEditing] = useState<MatchEventView | null>(null);
  const isRunning = isClockRunning(state);
  const seconds = clockSeconds(state, now);
  const badge = stoppageBadge(state);
  // The '+N'' badge shows once a half's 45 minutes are over (club-management §4).
  const showStoppage =
    badge !== null &&
    ((match.period === "first_half" && seconds >= HALF_MINUTES * 60) ||
      (match.period === "second_half" && seconds >= FULL_TIME_MINUTES * 60));

  async function run(next: ControlAction) {
    const question = confirmationFor(next, state, serverNow());
    if (question) {
      const isConfirmed = await confirm({
        title: CONTROL_ACTION_LABELS[next],
        description: question,
        confirmLabel: CONTROL_ACTION_LABELS[next],
        cancelLabel: "Abbrechen",
        destructive: next === "abort" || next === "end",
      });
      if (!isConfirmed) return;
    }
    action.mutate(next, {
      onSuccess: () => toast.success(LIVE_TOASTS[next].success),
      onError: (error) => toast.error(LIVE_TOASTS[next].failure, errorMessage(error, "")),
    });
  }

  async function askStoppage() {
    const answer = await prompt({
      title: "Nachspielzeit",
      description:
        match.period === "first_half"
          ? "Nachspielzeit der ersten Halbzeit"
          : "Nachspielzeit der zweiten Halbzeit",
      label: "Minuten",
      inputType: "number",
      min: 0,
      max: MAX_STOPPAGE_MINUTES,
      defaultValue: match.stoppageMinutes > 0 ? match.stoppageMinutes : DEFAULT_STOPPAGE_MINUTES,
    });
    if (answer === null) return;
    stoppage.mutate(Number(answer), {
      onSuccess: ({ match: updated }) => toast.success(`Nachspielzeit: +${updated.stoppageMinutes}'`),
      onError: (error) =>
        toast.error("Die Nachspielzeit konnte nicht gespeichert werden", errorMessage(error, "")),
    });
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Live-Ticker</DialogTitle>
        <DialogDescription>
          {fullTeamName(match.homeTeam)} gegen {fullTeamName(match.awayTeam)}
        </DialogDescription>
      </DialogHeader>

      <div className="mt-4 rounded-xl bg-gray-900 p-4 text-white">
        <div className="flex flex-wrap items-center justify-center gap-2">
          {match.status === "live" && isRunning ? (
            <Badge variant="live">LIVE</Badge>
          ) : (
            <Badge variant="muted">PAUSE</Badge>
          )}
          {showStoppage ? <Badge variant="accent">{badge}</Badge> : null}
          {match.status === "cancelled" ? <Badge variant="danger">ABGESAGT</Badge> : null}
          {match.status === "completed" ? <Badge variant="muted">Beendet</Badge> : null}
        </div>
        <div className="mt-3 grid grid-cols-[1fr_auto_1fr] items-center gap-3">
          <p className="line-clamp-3 text-right text-sm font-semibold sm:text-base">
            {fullTeamName(match.homeTeam)}
          </p>
          <p role="img" aria-label={scoreLabel(match)} className="text-4xl font-extrabold tabular-nums">
            {match.homeScore ?? 0} : {match.awayScore ?? 0}
          </p>
          <p className="line-clamp-3 text-sm font-semibold sm:text-base">{fullTeamName(match.awayTeam)}</p>
        </div>
        <p className="mt-2 text-center font-mono text-2xl tabular-nums" aria-live="off">
          {formatClockSeconds(seconds)}
          <span className="ml-2 text-base text-gray-300">{liveMinuteLabel(match, now)}</span>
        </p>
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        {actions.map((a) => (
          <Button
            key={a}
            variant={a === "abort" ? "danger" : a === "end" ? "outline" : "primary"}
            onClick={() => run(a)}
            loading={action.isPending && action.variables === a}
            disabled={action.isPending}
          >
            {CONTROL_ACTION_LABELS[a]}
          </Button>
        ))}
        {match.status === "live" && isRunning ? (
          <Button variant="secondary" onClick={askStoppage} loading={stoppage.isPending}>
            <Timer aria-hidden="true" />
            Nachspielzeit
          </Button>
        ) : null}
      </div>
      {match.status === "cancelled" && match.cancellationReason ? (
        <p className="mt-2 text-sm text-red-800">Grund: {match.cancellationReason}</p>
      ) : null}

      <Tabs value={tab} onValueChange={setTab} className="mt-5">
        <TabsList aria-label="Live-Ticker">
          <TabsTrigger value="events">Ereignisse</TabsTrigger>
          <TabsTrigger value="new">{editing ? "Ereignis bearbeiten" : "Neues Ereignis"}</TabsTrigger>
        </TabsList>
        <TabsContent value="events">
          <EventsList
            match={match}
            onEdit={(event) => {
              setEditing(event);
              setTab("new");
            }}
            onDeleted={(id) => {
              if (editing?.id === id) setEditing(null);
            }}
          />
        </TabsContent>
        <TabsContent value="new">
          <EventForm
            match={match}
            source="live"
            editing={editing}
            defaultMinute={eventMinuteNow(state, now)}
            onDone={() => {
              setEditing(null);
              setTab("events");
            }}
            onCancelEdit={() => {
              setEditing(null);
              setTab("events");
            }}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}

function EventsList({
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
            aria-label={`Ereignis ${event.minute}' bearbeiten`}
            onClick={() => onEdit(event)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Ereignis ${event.minute}' löschen`}
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
