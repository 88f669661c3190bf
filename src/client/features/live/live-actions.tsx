import { useQuery } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { formatLongDate, formatTime } from "#shared/format.ts";
import { matchControlPhase } from "#shared/matches/control.ts";
import { EVENT_MESSAGES } from "#shared/matches/event-schema.ts";
import { NO_LINEUPS, standingsFromViews } from "#shared/matches/player-rules.ts";
import { LIVE_MESSAGES } from "#shared/matches/schema.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { usePrompt } from "../../ui/dialogs-provider.tsx";
import { matchEventsQueryOptions, matchLineupsQueryOptions } from "../matches/api.ts";
import { AwaitingOfficeNote } from "../matches/awaiting-office-note.tsx";
import { startingLineupsQueryOptions } from "./lineup-queries.ts";
import { OneTapPanel, type OneTapPanelHandle } from "./one-tap-panel.tsx";
import { OutboxStatus, UndoBar } from "./outbox-status.tsx";
import { PhaseControls } from "./phase-controls.tsx";
import { pickablePlayers } from "./pickable-players.ts";
import { type UndoHandle, useLiveOutbox, waitingPhaseChange } from "./use-live-outbox.ts";
import { useOnline } from "./use-online.ts";
import { usePhaseActions } from "./use-phase-actions.ts";
import { useWakeLock } from "./use-wake-lock.ts";

/**
 * The live control's column under the scoreboard: the one-tap buttons while the match runs, what
 * became of the taps (offline, waiting, «Rückgängig»), the phase buttons and the notes about the
 * match (too early, cancelled, the screen lock, the office's placement).
 */
export function LiveActions({ match, now }: { match: MatchSummary; now: Date }) {
  const phase = matchControlPhase(match, now);
  const prompt = usePrompt();
  const outbox = useLiveOutbox(match.id);
  const phaseActions = usePhaseActions(match, now, outbox.enqueue);
  const isOnline = useOnline();
  const wakeLock = useWakeLock(true);
  const lineups = useQuery(matchLineupsQueryOptions(match.id));
  const startingLineups = useQuery(startingLineupsQueryOptions(match.id));
  const events = useQuery(matchEventsQueryOptions(match.id));
  const standings = standingsFromViews(events.data ?? [], startingLineups.data ?? NO_LINEUPS);
  const [last, setLast] = useState<{ handle: UndoHandle; at: number } | null>(null);
  const tapPanel = useRef<OneTapPanelHandle>(null);
  const undoArea = useRef<HTMLDivElement>(null);
  // «Rückgängig» leaves (pressed: with its row; its time over: the row stays, saying «Erfasst»): a
  // focus it had goes first to the button of the tap it stood for, so the keyboard can tap again;
  // the button leaving with the focus handed it to the dialog, and the next Tab started at its top.
  const releaseFocus = useCallback(() => {
    if (undoArea.current?.contains(document.activeElement)) tapPanel.current?.focusLastTap();
  }, []);
  const dropLast = useCallback(() => {
    releaseFocus();
    setLast(null);
  }, [releaseFocus]);
  const isUnderway = match.status === "live";

  function undo(handle: UndoHandle) {
    dropLast();
    void outbox.undo(handle);
  }

  return (
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
          <UndoBar last={last} onUndo={undo} onExpire={releaseFocus} />
        </div>
      ) : null}
      <PhaseControls
        match={match}
        phase={phase}
        onAction={(a) => void phaseActions.run(a)}
        onStoppage={() => void phaseActions.askStoppage()}
        onClock={() => void phaseActions.askClock()}
        isBusy={phaseActions.isStoppageBusy}
        undoClose={phaseActions.undoClose}
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
          Tipp: Dieses Gerät kann den Bildschirm nicht wach halten. Stell die automatische Sperre während des
          Spiels aus.
        </p>
      ) : null}
      {/* Last in the column: should the office place the team during the match, the note goes
          without moving a button under the thumb. */}
      <AwaitingOfficeNote match={match} />
    </div>
  );
}
