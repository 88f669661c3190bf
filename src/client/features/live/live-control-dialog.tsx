import { useQuery } from "@tanstack/react-query";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { formatLongDate, formatTime } from "#shared/format.ts";
import {
  clockMinute,
  clockStateOf,
  DEFAULT_STOPPAGE_MINUTES,
  eventTimeNow,
  formatClockLabel,
  settableMinutes,
} from "#shared/matches/clock.ts";
import {
  CONFIRMATION_CANCEL_LABEL,
  CONTROL_ACTION_LABELS,
  type ControlAction,
  confirmationFor,
  matchControlPhase,
  takesEventChanges,
} from "#shared/matches/control.ts";
import { EVENT_MESSAGES } from "#shared/matches/event-schema.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { NO_LINEUPS, standingsFromViews } from "#shared/matches/player-rules.ts";
import { isAgreedMatch } from "#shared/matches/proposals.ts";
import { LIVE_MESSAGES, MAX_STOPPAGE_MINUTES } from "#shared/matches/schema.ts";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";

import { ApiError, errorMessage } from "../../lib/api.ts";
import { serverNow } from "../../lib/server-clock.ts";
import { useNow } from "../../lib/use-now.ts";
import {
  type DiscardQuestion,
  lostInput,
  useDiscardGuard,
  useDiscardQuestion,
} from "../../ui/crud/use-discard-guard.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { useConfirm, usePrompt } from "../../ui/dialogs-provider.tsx";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { KeptTabsContent, Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { toast } from "../../ui/toast.tsx";
import { matchEventsQueryOptions, matchLineupsQueryOptions, matchQueryOptions } from "../matches/api.ts";
import { AwaitingOfficeNote } from "../matches/awaiting-office-note.tsx";
import { EditableEventList } from "../matches/editable-event-list.tsx";
import { EVENT_TOASTS, EventForm, eventFormTitle } from "../matches/event-form.tsx";
import { fullTeamName } from "../matches/match-teams.tsx";
import { useEventEdit } from "../matches/use-event-edit.ts";
import { LIVE_LOAD_MESSAGES, LIVE_TOASTS, useSetClock, useSetStoppage, useUndoLiveClose } from "./api.ts";
import { ControlScoreboard } from "./control-scoreboard.tsx";
import { LineupTab } from "./lineup-editor.tsx";
import { startingLineupsQueryOptions } from "./lineup-queries.ts";
import { OneTapPanel, type OneTapPanelHandle } from "./one-tap-panel.tsx";
import { OutboxStatus, UndoBar } from "./outbox-status.tsx";
import { PhaseControls } from "./phase-controls.tsx";
import { pickablePlayers } from "./pickable-players.ts";
import { OUTBOX_MESSAGES, type UndoHandle, useLiveOutbox, waitingPhaseChange } from "./use-live-outbox.ts";
import { useOnline } from "./use-online.ts";
import { useWakeLock } from "./use-wake-lock.ts";

/** The club's live-ticker control dialog (club-management §2, §4). */
export function LiveControlDialog({
  matchId,
  clubId,
  open,
  onOpenChange,
}: {
  matchId: string;
  /** The club whose area opened the control: it sets its own team's line-up. */
  clubId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // The tab's one stream follows this match while the dialog is open (another admin, a second
  // device), so the dialog opens none of its own.
  const match = useQuery({ ...matchQueryOptions(matchId), enabled: open });
  // An event half typed in «Neues Ereignis» is asked about before Escape or ✕ throw it away.
  const [isEventDirty, setEventDirty] = useState(false);
  // The form's tab («Neues Ereignis» or «Ereignis bearbeiten») while another tab shows, null while
  // the form is in sight: the question then names that tab rather than «this form».
  const [hiddenFormTab, setHiddenFormTab] = useState<string | null>(null);
  const askDiscard = useDiscardQuestion();
  const closeAsking = useDiscardGuard(isEventDirty, onOpenChange, {
    ask: askDiscard,
    lost: hiddenFormTab === null ? undefined : lostInput(false, [hiddenFormTab]),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => void closeAsking(next)}>
      {/* Kept clear of the top edge, where toasts appear, so they never cover the title. Its top
          stays put while its content grows (a tall sheet on a phone, hung from the top from `sm`
          up): a sheet that grew upwards, or a centred dialog, moved the buttons under the thumb. */}
      <DialogContent
        size="lg"
        className="h-[84dvh] max-h-[84dvh] sm:mt-16 sm:h-auto sm:max-h-[calc(100dvh-8rem)] sm:self-start"
        {...(match.data ? {} : { "aria-describedby": undefined })}
      >
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
          <Control
            match={match.data}
            clubId={clubId}
            isEventDirty={isEventDirty}
            askDiscard={askDiscard}
            onEventDirtyChange={setEventDirty}
            onHiddenFormTabChange={setHiddenFormTab}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Below `sm` a tab may shrink and break its label (one word stays whole): the row's width is the dialog's. */
const PHONE_TAB =
  "max-sm:shrink max-sm:justify-center max-sm:whitespace-normal max-sm:wrap-normal max-sm:text-center";

function Control({
  match,
  clubId,
  isEventDirty,
  askDiscard,
  onEventDirtyChange,
  onHiddenFormTabChange,
}: {
  match: MatchSummary;
  clubId: string | null;
  isEventDirty: boolean;
  askDiscard: DiscardQuestion;
  onEventDirtyChange: (isDirty: boolean) => void;
  onHiddenFormTabChange: (tab: string | null) => void;
}) {
  const now = useNow(1000);
  const state = clockStateOf(match);
  const phase = matchControlPhase(match, now);
  const stoppage = useSetStoppage(match.id);
  const clock = useSetClock(match.id);
  const undoClose = useUndoLiveClose(match.id);
  // The server decides; the button only shows while its window is open.
  const canUndo = match.undoUntil !== null && new Date(match.undoUntil).getTime() > now.getTime();
  const confirm = useConfirm();
  const prompt = usePrompt();
  const outbox = useLiveOutbox(match.id);
  const isOnline = useOnline();
  const wakeLock = useWakeLock(true);
  const lineups = useQuery(matchLineupsQueryOptions(match.id));
  const startingLineups = useQuery(startingLineupsQueryOptions(match.id));
  const events = useQuery(matchEventsQueryOptions(match.id));
  const standings = standingsFromViews(events.data ?? [], startingLineups.data ?? NO_LINEUPS);
  const [tab, setTab] = useState("events");
  const [last, setLast] = useState<{ handle: UndoHandle; at: number } | null>(null);
  const tapPanel = useRef<OneTapPanelHandle>(null);
  const undoArea = useRef<HTMLDivElement>(null);
  // «Rückgängig» leaves with its row (pressed, or its time over): a focus it had goes first to
  // the button of the tap it stood for, so the keyboard can tap again; the row leaving with the
  // focus handed it to the dialog, and the next Tab started at its top.
  const dropLast = useCallback(() => {
    if (undoArea.current?.contains(document.activeElement)) tapPanel.current?.focusLastTap();
    setLast(null);
  }, []);
  const isUnderway = match.status === "live";
  const hasEventForm = takesEventChanges(match);
  const shownTab = !hasEventForm && tab === "new" ? "events" : tab;
  // «… bearbeiten» lies on «Ereignisse», the form on a tab of its own, hidden while the list shows.
  const { editing, setEditing, edit, formArea } = useEventEdit({
    isDirty: isEventDirty,
    askDiscard,
    isFormOnOwnTab: true,
  });
  const formTabLabel = eventFormTitle(editing);
  // The form stays (hidden) while another tab shows: a half-typed event is there on the way
  // back, and a visit to «Ereignisse» asks nothing. Untouched, it is filled anew as its tab
  // opens (a new key), so it starts at the clock's minute then, not at the one it was first
  // opened at; what was typed is never overwritten by the clock.
  const [formKey, setFormKey] = useState(0);
  // In the commit of the tab change: an Escape pressed right after it asks the right question.
  useLayoutEffect(
    () => onHiddenFormTabChange(hasEventForm && shownTab !== "new" ? formTabLabel : null),
    [hasEventForm, shownTab, formTabLabel, onHiddenFormTabChange],
  );
  function changeTab(next: string) {
    if (next === "new" && tab !== "new" && !isEventDirty) setFormKey((key) => key + 1);
    setTab(next);
  }

  /**
   * «… bearbeiten» switches to the form's tab, which takes its list and button away: the form's
   * first field takes the focus (useEventEdit). A tab chosen in the tab list keeps it there.
   */
  async function openEdit(event: MatchEventView) {
    if (await edit(event)) setTab("new");
  }

  async function run(next: ControlAction) {
    const isAgreed = isAgreedMatch({
      acceptance: match.acceptance,
      homeClubId: match.homeTeam.clubId,
      awayClubId: match.awayTeam.clubId,
    });
    const question = confirmationFor(next, state, serverNow(), isAgreed);
    if (question) {
      const isConfirmed = await confirm({
        title: `${CONTROL_ACTION_LABELS[next]}?`,
        description: question,
        confirmLabel: CONTROL_ACTION_LABELS[next],
        cancelLabel: next === "halftime" ? "Nicht jetzt" : CONFIRMATION_CANCEL_LABEL,
        destructive: next === "abort" || next === "end",
      });
      if (!isConfirmed) return;
    }
    try {
      await outbox.enqueue({
        matchId: match.id,
        method: "POST",
        path: matchPaths.liveAction(match.id, next),
        body: {},
        label: CONTROL_ACTION_LABELS[next],
        kind: "phase",
        successMessage: LIVE_TOASTS[next].success,
      });
    } catch {
      toast.error(LIVE_TOASTS[next].failure, OUTBOX_MESSAGES.storageFailed);
    }
  }

  function runUndoClose() {
    undoClose.mutate(undefined, {
      onSuccess: () => toast.success("Rückgängig gemacht: das Spiel läuft weiter."),
      onError: (error) => toast.error("Rückgängig nicht möglich", errorMessage(error, "")),
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

  async function askClock() {
    const range = settableMinutes(match.period);
    if (!range) return;
    const running = Math.min(Math.max(clockMinute(state, serverNow()), range.from), range.to);
    const answer = await prompt({
      title: "Uhr stellen",
      description: `Wurde der Ticker nach dem Anpfiff gestartet? Gib die Minute ein, die gerade läuft (${range.from}. bis ${range.to}. Minute); die Uhr zählt dann von dort weiter. Erfasste Ereignisse behalten ihre Minute.`,
      label: "Laufende Minute",
      inputType: "number",
      min: range.from,
      max: range.to,
      defaultValue: running,
    });
    if (answer === null) return;
    clock.mutate(Number(answer), {
      onSuccess: ({ match: updated }) =>
        toast.success(`Uhr gestellt: ${formatClockLabel(clockStateOf(updated), serverNow())}`),
      onError: (error) => toast.error("Die Uhr konnte nicht gestellt werden", errorMessage(error, "")),
    });
  }

  function undo(handle: UndoHandle) {
    dropLast();
    void outbox.undo(handle);
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Live-Ticker</DialogTitle>
        <DialogDescription>
          {fullTeamName(match.homeTeam)} gegen {fullTeamName(match.awayTeam)}
        </DialogDescription>
      </DialogHeader>

      <ControlScoreboard match={match} now={now} />

      <div className="mt-2 flex flex-col gap-3">
        {isUnderway ? (
          <OneTapPanel
            ref={tapPanel}
            match={match}
            players={pickablePlayers(lineups.data, startingLineups.data, standings)}
            standings={standings}
            onAction={async (action) => {
              const handle = await outbox.enqueue(action);
              setLast({ handle, at: Date.now() });
              return handle;
            }}
            onComment={() =>
              prompt({
                title: "Kommentar",
                description: "Erscheint mit der aktuellen Minute im Ticker.",
                label: "Kommentar",
                multiline: true,
                confirmLabel: "Senden",
                validate: (text) => (text.trim().length > 500 ? EVENT_MESSAGES.descriptionTooLong : null),
              })
            }
          />
        ) : null}
        {/* What became of the taps comes below the buttons: above them, each status, undo bar or
            failure that appeared moved the buttons and the player grid under the thumb, so a tap
            meant for one player could land on another (or be lost between press and release). */}
        {!isOnline && outbox.pending.length === 0 ? (
          <p role="status" className="rounded-lg bg-gray-100 px-3 py-2 text-sm font-semibold text-gray-800">
            Offline – Aktionen werden gespeichert und gesendet, sobald die Verbindung zurück ist.
          </p>
        ) : null}
        <OutboxStatus pending={outbox.pending} isOnline={isOnline} />
        {/* A tap's quick «Rückgängig» lasts only while the match runs: after the final whistle
            it would change the final score without a question (the end has its own). */}
        {isUnderway ? (
          <div ref={undoArea} className="contents">
            <UndoBar last={last} onUndo={undo} onExpire={dropLast} />
          </div>
        ) : null}
        <PhaseControls
          match={match}
          phase={phase}
          onAction={(a) => void run(a)}
          onStoppage={() => void askStoppage()}
          onClock={() => void askClock()}
          isBusy={stoppage.isPending}
          undoClose={canUndo ? { onUndo: runUndoClose, isBusy: undoClose.isPending } : null}
          waiting={waitingPhaseChange(outbox.pending)}
        />
        {phase === "too_early" ? (
          <p className="rounded-lg bg-gray-100 px-3 py-2 text-sm text-gray-800">
            {LIVE_MESSAGES.tooEarly} Anpfiff: {formatLongDate(match.matchDate)}, {formatTime(match.matchDate)}{" "}
            Uhr.
          </p>
        ) : null}
        {match.status === "cancelled" && match.cancellationReason ? (
          <p className="text-sm text-red-800">Grund: {match.cancellationReason}</p>
        ) : null}
        {isUnderway && wakeLock !== "active" ? (
          <p className="text-xs text-gray-600">
            Tipp: Dieses Gerät kann den Bildschirm nicht wach halten. Stell die automatische Sperre während
            des Spiels aus.
          </p>
        ) : null}
        {/* Last in the column: should the office place the team during the match, the note goes
            without moving a button under the thumb. */}
        <AwaitingOfficeNote match={match} />
      </div>

      <Tabs value={shownTab} onValueChange={changeTab} className="mt-5">
        {/* On a phone the three tabs were wider than the dialog and «Aufstellung» lay half beyond
            its edge: here a two-word label may shrink onto two lines, so all three fit. */}
        <TabsList aria-label="Live-Ticker">
          <TabsTrigger value="events" className={PHONE_TAB}>
            Ereignisse
          </TabsTrigger>
          {hasEventForm ? (
            <TabsTrigger value="new" className={PHONE_TAB}>
              {formTabLabel}
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="lineup" className={PHONE_TAB}>
            Aufstellung
          </TabsTrigger>
        </TabsList>
        <TabsContent value="lineup">
          <LineupTab match={match} clubId={clubId} />
        </TabsContent>
        <TabsContent value="events">
          <EditableEventList
            match={match}
            isNewestFirst
            loadFailedMessage={LIVE_LOAD_MESSAGES.loadFailed}
            deleteFailedToast={EVENT_TOASTS.liveDeleteFailed}
            onEdit={(event) => void openEdit(event)}
            onDeleted={(id) => {
              if (editing?.id === id) setEditing(null);
            }}
          />
        </TabsContent>
        {hasEventForm ? (
          <KeptTabsContent value="new" openValue={shownTab}>
            <div ref={formArea} className="contents">
              <EventForm
                key={formKey}
                match={match}
                source="live"
                editing={editing}
                defaultMinute={eventTimeNow(state, now).minute}
                defaultAddedMinute={eventTimeNow(state, now).addedMinute}
                onDirtyChange={onEventDirtyChange}
                onDone={() => {
                  setEditing(null);
                  setTab("events");
                }}
                onCancelEdit={() => {
                  setEditing(null);
                  setTab("events");
                }}
              />
            </div>
          </KeptTabsContent>
        ) : null}
      </Tabs>
    </>
  );
}
