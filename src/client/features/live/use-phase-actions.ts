import {
  clockMinute,
  clockStateOf,
  DEFAULT_STOPPAGE_MINUTES,
  formatClockLabel,
  settableMinutes,
} from "#shared/matches/clock.ts";
import {
  CONFIRMATION_CANCEL_LABEL,
  CONTROL_ACTION_LABELS,
  type ControlAction,
  confirmationFor,
} from "#shared/matches/control.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { isAgreedMatch } from "#shared/matches/proposals.ts";
import { MAX_STOPPAGE_MINUTES } from "#shared/matches/schema.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { isUndoable } from "#shared/matches/undo-window.ts";
import { errorMessage } from "../../lib/api.ts";
import { serverNow } from "../../lib/server-clock.ts";
import { useConfirm, usePrompt } from "../../ui/dialogs-provider.tsx";
import { toast } from "../../ui/toast.tsx";
import { LIVE_TOASTS, useSetClock, useSetStoppage, useUndoLiveClose } from "./api.ts";
import { OUTBOX_MESSAGES, type useLiveOutbox } from "./use-live-outbox.ts";

/**
 * What the live control's phase buttons do (PhaseControls): a phase change, asked first where it
 * is asked (confirmationFor) and queued in the outbox; the stoppage time and the clock, asked by
 * a prompt; the undo of a close. `enqueue`: the control's outbox (useLiveOutbox).
 */
export function usePhaseActions(
  match: MatchSummary,
  now: Date,
  enqueue: ReturnType<typeof useLiveOutbox>["enqueue"],
) {
  const state = clockStateOf(match);
  const stoppage = useSetStoppage(match.id);
  const clock = useSetClock(match.id);
  const undoClose = useUndoLiveClose(match.id);
  const canUndo = isUndoable(match, now);
  const confirm = useConfirm();
  const prompt = usePrompt();

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
      await enqueue({
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

  return {
    run,
    askStoppage,
    askClock,
    isStoppageBusy: stoppage.isPending,
    undoClose: canUndo ? { onUndo: runUndoClose, isBusy: undoClose.isPending } : null,
  };
}
