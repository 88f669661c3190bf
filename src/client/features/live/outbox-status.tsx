import { Check, CloudOff, RotateCw, Trash2, TriangleAlert, Undo2 } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "../../ui/button.tsx";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { LiveMessage } from "../../ui/live-message.tsx";
import { isWaiting, type QueuedAction } from "./offline-queue.ts";
import {
  discardAction,
  mayStandOnTicker,
  retryAction,
  type UndoHandle,
  waitingLabel,
} from "./use-live-outbox.ts";

/** How long the last event can be taken back. */
export const UNDO_WINDOW_MS = 30_000;

/**
 * The visible queue: '3 Ereignisse warten auf Verbindung' and what they are, oldest first; below
 * it each action the server refused (or kept failing on) with its German reason, 'Erneut senden'
 * and 'Verwerfen'. The rest are sent meanwhile.
 */
export function OutboxStatus({ pending, isOnline }: { pending: readonly QueuedAction[]; isOnline: boolean }) {
  const waiting = pending.filter(isWaiting);
  const failed = pending.filter((a) => !isWaiting(a));
  if (pending.length === 0) return null;
  return (
    <>
      {waiting.length > 0 ? (
        <section
          aria-label="Warteschlange"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p role="status" className="flex items-center gap-2 font-semibold">
            <CloudOff aria-hidden="true" className="size-4 shrink-0" />
            {waitingLabel(waiting.length)}
          </p>
          <p className="mt-1 text-xs">
            {isOnline ? "Wird gesendet…" : "Offline – wird gesendet, sobald die Verbindung zurück ist."}
          </p>
          <ol className="mt-2 flex list-decimal flex-col gap-0.5 pl-5 text-xs">
            {waiting.map((action) => (
              <li key={action.seq ?? action.idempotencyKey}>{action.label}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {failed.length > 0 ? <FailedActions failed={failed} /> : null}
    </>
  );
}

/** What 'Verwerfen' will do; honest where the server may have stored it (its answer got lost). */
function discardDescription(action: QueuedAction): string {
  if (mayStandOnTicker(action)) {
    return `«${action.label}» ist vielleicht schon gespeichert (die Antwort ging unterwegs verloren). Es wird darum noch einmal gesendet und gleich wieder gelöscht.`;
  }
  if (action.mayBeStored) {
    return `«${action.label}» wird nicht mehr gesendet. Es ist aber vielleicht schon gespeichert (die Antwort ging unterwegs verloren): prüfe den Ticker.`;
  }
  return `«${action.label}» wird nicht gesendet.`;
}

function FailedActions({ failed }: { failed: readonly QueuedAction[] }) {
  const confirm = useConfirm();
  const discard = async (action: QueuedAction) => {
    if (action.seq === undefined) return;
    const isSure = await confirm({
      title: "Aktion verwerfen?",
      description: discardDescription(action),
      confirmLabel: "Verwerfen",
      destructive: true,
    });
    if (isSure) await discardAction(action.seq);
  };
  return (
    <section
      aria-label="Nicht gesendet"
      className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-950"
    >
      <p role="alert" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {failed.length === 1
          ? "1 Aktion wurde nicht gesendet"
          : `${failed.length} Aktionen wurden nicht gesendet`}
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {failed.map((action) => (
          <li key={action.seq ?? action.idempotencyKey} className="flex flex-col gap-1">
            <span className="font-medium">{action.label}</span>
            <span className="text-xs">{action.failure?.message}</span>
            <span className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label={`Erneut senden: ${action.label}`}
                onClick={() => {
                  if (action.seq !== undefined) void retryAction(action.seq);
                }}
              >
                <RotateCw aria-hidden="true" />
                Erneut senden
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Verwerfen: ${action.label}`}
                onClick={() => void discard(action)}
              >
                <Trash2 aria-hidden="true" />
                Verwerfen
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 'Tor …, #9 Lena Frei (23')  [Rückgängig 27 s]' for 30 seconds after an event was tapped; then the
 * tap stays named in its place with «Erfasst» where the button was, until the next tap: the row
 * going took the phase buttons below it up by its height, under a thumb on its way to «Halbzeit».
 * `onExpire` is told just before the button goes (a focus on it needs a new place).
 */
export function UndoBar({
  last,
  onUndo,
  onExpire,
}: {
  last: { handle: UndoHandle; at: number } | null;
  onUndo: (handle: UndoHandle) => void;
  onExpire: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const remaining = last ? Math.ceil((last.at + UNDO_WINDOW_MS - now) / 1000) : 0;
  const isExpired = remaining <= 0;
  useEffect(() => {
    if (!last || isExpired) return;
    setNow(Date.now());
    const id = window.setInterval(() => {
      const at = Date.now();
      // Told before the render that takes «Rückgängig» away: told after it (an effect), a focus
      // on the button had already fallen to the dialog, and the next Tab began at its top.
      if (last.at + UNDO_WINDOW_MS <= at) onExpire();
      setNow(at);
    }, 1000);
    return () => window.clearInterval(id);
  }, [last, isExpired, onExpire]);
  return (
    <>
      {/* Stays in the page: a screen reader hears «Erfasst: …» for each tap (the countdown beside
          it is outside the region, or it would be read every second). */}
      <LiveMessage said={last ? { text: `Erfasst: ${last.handle.label}`, count: last.at } : null} />
      {last ? <UndoRow last={last} remaining={isExpired ? null : remaining} onUndo={onUndo} /> : null}
    </>
  );
}

function UndoRow({
  last,
  remaining,
  onUndo,
}: {
  last: { handle: UndoHandle; at: number };
  /** Seconds left to undo; null once the time is over. */
  remaining: number | null;
  onUndo: (handle: UndoHandle) => void;
}) {
  // «Erfasst» takes the place of the button and its seconds: the label beside it keeps its
  // lines, the row its height.
  const undo = useRef<HTMLSpanElement>(null);
  const [slot, setSlot] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const shown = undo.current;
    if (remaining !== null && shown) setSlot({ width: shown.offsetWidth, height: shown.offsetHeight });
  }, [remaining]);
  return (
    <div className="flex items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 p-2 pl-3 text-sm text-brand-900">
      {/* Wraps rather than ending in «…»: on a phone the name that «Rückgängig» takes back was cut. */}
      <p className="min-w-0 flex-1 break-words" aria-hidden="true">
        {last.handle.label}
      </p>
      {remaining === null ? (
        <span
          aria-hidden="true"
          style={slot ?? undefined}
          className="inline-flex shrink-0 items-center justify-center gap-1.5 font-semibold text-brand-800"
        >
          <Check aria-hidden="true" className="size-4" />
          Erfasst
        </span>
      ) : (
        // The seconds stand beside the button, not in it: its name («Rückgängig: Tor …») holds the
        // words it shows (speech control goes by them), and a name that changed every second would
        // be read again and again while it has the focus.
        <span ref={undo} className="inline-flex shrink-0 items-center gap-1.5">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onUndo(last.handle)}
            aria-label={`Rückgängig: ${last.handle.label}`}
          >
            <Undo2 aria-hidden="true" />
            Rückgängig
          </Button>
          <span aria-hidden="true" className="tabular-nums text-gray-600">
            {remaining} s
          </span>
        </span>
      )}
    </div>
  );
}
