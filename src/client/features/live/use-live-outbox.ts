import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import { toast } from "../../ui/toast.tsx";
import { applyEventDelete, applyEventUpsert, applyMatchUpdate, matchQueryOptions } from "../matches/api.ts";
import {
  addToOutbox,
  listOutbox,
  onOutboxChange,
  type QueuedAction,
  removeFromOutbox,
} from "./offline-queue.ts";
import {
  flushOutbox,
  isInFlight,
  outboxSettled,
  setOutboxHandlers,
  startOutboxSender,
} from "./outbox-sender.ts";

/** Ids of events created through the outbox, by Idempotency-Key (for 'Rückgängig'). */
const sentEventIds = new Map<string, string>();

export type NewAction = Omit<QueuedAction, "seq" | "idempotencyKey" | "createdAt">;

/** What 'Rückgängig' needs to take an action back. */
export interface UndoHandle {
  seq: number;
  idempotencyKey: string;
  matchId: string;
  label: string;
}

export const OUTBOX_MESSAGES = {
  undoTooLate: "Das Ereignis kann nicht mehr rückgängig gemacht werden.",
  saveFailed: "Nicht gespeichert",
  storageFailed: "Die Aktion konnte auf diesem Gerät nicht zwischengespeichert werden.",
} as const;

/** '1 Ereignis wartet auf Verbindung', '3 Ereignisse warten auf Verbindung'. */
export function waitingLabel(count: number): string {
  return count === 1 ? "1 Ereignis wartet auf Verbindung" : `${count} Ereignisse warten auf Verbindung`;
}

function hasKey<K extends string>(value: unknown, key: K): value is Record<K, unknown> {
  return typeof value === "object" && value !== null && key in value;
}

/**
 * The live control's actions, kept in IndexedDB and sent in order (see offline-queue.ts). While
 * a control is open it also sends the outbox whenever the connection is back.
 */
export function useLiveOutbox(matchId: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<QueuedAction[]>([]);

  useEffect(() => {
    let isMounted = true;
    const load = () => {
      listOutbox(matchId)
        .then((list) => {
          if (isMounted) setPending(list);
        })
        .catch(() => undefined);
    };
    load();
    const stop = onOutboxChange(load);
    return () => {
      isMounted = false;
      stop();
    };
  }, [matchId]);

  useEffect(() => {
    setOutboxHandlers({
      onSent: (action, result) => {
        if (action.successMessage) toast.success(action.successMessage);
        if (hasKey(result, "event")) {
          const event = result.event as MatchEventView;
          sentEventIds.set(action.idempotencyKey, event.id);
          applyEventUpsert(queryClient, event);
        }
        if (hasKey(result, "match")) applyMatchUpdate(queryClient, result.match as MatchSummary);
        if (action.kind === "undo") {
          const eventId = action.path.split("/").pop() ?? "";
          applyEventDelete(queryClient, action.matchId, decodeURIComponent(eventId));
        }
        // Goals move the score and phases record events: read both again.
        void queryClient.invalidateQueries({ queryKey: matchQueryOptions(action.matchId).queryKey });
        void queryClient.invalidateQueries({ queryKey: ["matches", action.matchId, "events"] });
        void queryClient.invalidateQueries({ queryKey: ["matches", "club"] });
      },
      onRejected: (action, error) =>
        toast.error(`${OUTBOX_MESSAGES.saveFailed}: ${action.label}`, error.message),
    });
    const stop = startOutboxSender();
    return () => {
      stop();
      setOutboxHandlers(null);
    };
  }, [queryClient]);

  const enqueue = useCallback(async (action: NewAction): Promise<UndoHandle> => {
    const idempotencyKey = crypto.randomUUID();
    const seq = await addToOutbox({ ...action, idempotencyKey, createdAt: new Date().toISOString() });
    void flushOutbox();
    return { seq, idempotencyKey, matchId: action.matchId, label: action.label };
  }, []);

  /** Takes an action back: drops it if still waiting, otherwise deletes the created event. */
  const undo = useCallback(
    async (handle: UndoHandle): Promise<void> => {
      const isWaiting = (await listOutbox()).some((a) => a.seq === handle.seq);
      if (isWaiting && !isInFlight(handle.seq)) {
        await removeFromOutbox(handle.seq);
        if (!isInFlight(handle.seq)) return;
      }
      await outboxSettled();
      const eventId = sentEventIds.get(handle.idempotencyKey);
      if (!eventId) throw new Error(OUTBOX_MESSAGES.undoTooLate);
      sentEventIds.delete(handle.idempotencyKey);
      await enqueue({
        matchId: handle.matchId,
        method: "DELETE",
        path: matchPaths.removeEvent(eventId),
        label: `Rückgängig: ${handle.label}`,
        kind: "undo",
      });
    },
    [enqueue],
  );

  return { pending, enqueue, undo };
}
