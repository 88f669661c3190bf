import { CloudOff, Undo2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../ui/button.tsx";
import type { QueuedAction } from "./offline-queue.ts";
import { type UndoHandle, waitingLabel } from "./use-live-outbox.ts";

/** How long the last event can be taken back. */
export const UNDO_WINDOW_MS = 30_000;

/** The visible queue: '3 Ereignisse warten auf Verbindung' and what they are, oldest first. */
export function OutboxStatus({ pending, isOnline }: { pending: readonly QueuedAction[]; isOnline: boolean }) {
  if (pending.length === 0) return null;
  return (
    <section
      aria-label="Warteschlange"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p role="status" className="flex items-center gap-2 font-semibold">
        <CloudOff aria-hidden="true" className="size-4 shrink-0" />
        {waitingLabel(pending.length)}
      </p>
      <p className="mt-1 text-xs">
        {isOnline ? "Wird gesendet…" : "Offline – wird gesendet, sobald die Verbindung zurück ist."}
      </p>
      <ol className="mt-2 flex list-decimal flex-col gap-0.5 pl-5 text-xs">
        {pending.map((action) => (
          <li key={action.seq ?? action.idempotencyKey}>{action.label}</li>
        ))}
      </ol>
    </section>
  );
}

/** 'Tor …, #9 Lena Frei (23')  [Rückgängig 27 s]' for 30 seconds after an event was tapped. */
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
  useEffect(() => {
    if (!last) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [last]);
  const remaining = last ? Math.ceil((last.at + UNDO_WINDOW_MS - now) / 1000) : 0;
  useEffect(() => {
    if (last && remaining <= 0) onExpire();
  }, [last, remaining, onExpire]);
  if (!last || remaining <= 0) return null;
  return (
    <div className="flex items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 p-2 pl-3 text-sm text-brand-900">
      <p className="min-w-0 flex-1 truncate" title={last.handle.label}>
        <span className="sr-only">Erfasst: </span>
        {last.handle.label}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onUndo(last.handle)}
        aria-label={`Rückgängig: ${last.handle.label}`}
      >
        <Undo2 aria-hidden="true" />
        Rückgängig <span className="tabular-nums text-gray-600">{remaining} s</span>
      </Button>
    </div>
  );
}
