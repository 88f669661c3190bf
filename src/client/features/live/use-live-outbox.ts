import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import { toast } from "../../ui/toast.tsx";
import { applyEventDelete, applyEventUpsert, applyMatchUpdate, matchQueryOptions } from "../matches/api.ts";
import {
  addToOutbox,
  isWaiting,
  listOutbox,
  onOutboxChange,
  type QueuedAction,
  removeFromOutbox,
  updateInOutbox,
} from "./offline-queue.ts";
import {
  afterAnswer,
  flushOutbox,
  isInFlight,
  retryOutboxEntry,
  setOutboxHandlers,
  startOutboxSender,
} from "./outbox-sender.ts";

/** Ids of events created through the outbox, by Idempotency-Key (for 'Rückgängig'). */
const sentEventIds = new Map<string, string>();

export type NewAction = Omit<QueuedAction, "seq" | "idempotencyKey" | "createdAt">;

/**
 * What became of a tap taken back: dropped before sending or its event deleted ('taken back'),
 * or dropped after the server had not saved it ('discarded'). A tap whose answer got lost may be
 * saved: it is taken back, never discarded.
 */
type UndoOutcome = "taken back" | "discarded";

/** What 'Rückgängig' needs to take an action back. */
export interface UndoHandle {
  seq: number;
  idempotencyKey: string;
  matchId: string;
  label: string;
}

export const OUTBOX_MESSAGES = {
  undone: "Rückgängig gemacht",
  /** A tap taken back after the server had refused it or failed on it: it was never saved. */
  undoneUnsaved: "Das Ereignis war nicht gespeichert und ist verworfen.",
  undoTooLate: "Das Ereignis kann nicht mehr rückgängig gemacht werden.",
  saveFailed: "Nicht gespeichert",
  storageFailed: "Die Aktion konnte auf diesem Gerät nicht zwischengespeichert werden.",
} as const;

const undoLabel = (label: string) => `Rückgängig: ${label}`;

/**
 * A tap that may be stored is taken back by sending it again in its place, under its key, and
 * then deleting what the server answers (outbox-sender.ts); set aside, it waits again.
 */
function takeBackAfterLostAnswer(seq: number): Promise<void> {
  return updateInOutbox(seq, ({ failure: _failure, attempts: _attempts, ...tap }) =>
    tap.takenBack ? tap : { ...tap, takenBack: true, label: undoLabel(tap.label) },
  );
}

/** '1 Ereignis wartet auf Verbindung', '3 Ereignisse warten auf Verbindung' (those not set aside). */
export function waitingLabel(count: number): string {
  return count === 1 ? "1 Ereignis wartet auf Verbindung" : `${count} Ereignisse warten auf Verbindung`;
}

function hasKey<K extends string>(value: unknown, key: K): value is Record<K, unknown> {
  return typeof value === "object" && value !== null && key in value;
}

/** The outbox's entries (of one match, or all), kept up to date; waiting and set aside. */
export function useOutboxEntries(matchId?: string): QueuedAction[] {
  const [entries, setEntries] = useState<QueuedAction[]>([]);
  useEffect(() => {
    let isMounted = true;
    const load = () => {
      listOutbox(matchId)
        .then((list) => {
          if (isMounted) setEntries(list);
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
  return entries;
}

/**
 * What the server answers to a sent action goes into the query cache (and 'Rückgängig' learns
 * the event's id); a refusal is told with its reason. Set once for the page: the query client is
 * the app's one, and the sender runs on every page (outbox-center-loader.tsx).
 */
function installOutboxHandlers(queryClient: QueryClient): void {
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
}

/** Installs the answer handlers and makes sure the sender runs. */
export function useOutboxSender(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    installOutboxHandlers(queryClient);
    startOutboxSender();
  }, [queryClient]);
}

/**
 * The label of a phase change still waiting to be sent, or null: until the server has it, the
 * control offers no phase change. One the server refused is set aside (the outbox says why and
 * offers 'Erneut senden' or 'Verwerfen'); it waits for nothing and holds no control back.
 */
export function waitingPhaseChange(entries: readonly QueuedAction[]): string | null {
  return entries.find((entry) => entry.kind === "phase" && isWaiting(entry))?.label ?? null;
}

/** 'Erneut senden' and 'Verwerfen' for an entry the server refused or kept failing. */
export function retryAction(seq: number): Promise<void> {
  return retryOutboxEntry(seq);
}

/** A tap the server may have stored, which 'Verwerfen' takes back rather than drops. */
export const mayStandOnTicker = (entry: QueuedAction) => entry.kind === "event" && entry.mayBeStored === true;

/**
 * 'Verwerfen': a tap that may be stored (its answer got lost) is taken back as 'Rückgängig' does,
 * sent again under its key and its event deleted, so no goal stays on the ticker unseen; anything
 * else is dropped (the dialog says when it may be stored all the same).
 */
export async function discardAction(seq: number): Promise<void> {
  const entry = (await listOutbox()).find((a) => a.seq === seq);
  if (entry && mayStandOnTicker(entry)) {
    await takeBackAfterLostAnswer(seq);
    await flushOutbox();
  } else {
    await removeFromOutbox(seq);
  }
}

/**
 * The live control's actions, kept in IndexedDB and sent in order (see offline-queue.ts) by the
 * app-wide sender (useOutboxSender).
 */
export function useLiveOutbox(matchId: string) {
  const pending = useOutboxEntries(matchId);
  useOutboxSender();

  const enqueue = useCallback(async (action: NewAction): Promise<UndoHandle> => {
    const idempotencyKey = crypto.randomUUID();
    const seq = await addToOutbox({ ...action, idempotencyKey, createdAt: new Date().toISOString() });
    void flushOutbox();
    return { seq, idempotencyKey, matchId: action.matchId, label: action.label };
  }, []);

  /** Queues the DELETE of a sent tap's event, right after that tap in the sending order. */
  const queueUndo = useCallback(
    async (handle: UndoHandle): Promise<UndoOutcome> => {
      const eventId = sentEventIds.get(handle.idempotencyKey);
      if (!eventId) throw new Error(OUTBOX_MESSAGES.undoTooLate);
      sentEventIds.delete(handle.idempotencyKey);
      await enqueue({
        matchId: handle.matchId,
        method: "DELETE",
        path: matchPaths.removeEvent(eventId),
        label: undoLabel(handle.label),
        kind: "undo",
        place: handle.seq,
      });
      return "taken back";
    },
    [enqueue],
  );

  /**
   * Once the tap on its way has its answer: a saved tap's event is deleted; one whose answer got
   * lost (a gateway's error, the connection) may be saved and is taken back by sending it again;
   * one the server did not save (refused, its own error) is dropped where it waits, set aside or
   * not, so it is never sent again.
   */
  const undoAnswered = useCallback(
    async (handle: UndoHandle): Promise<UndoOutcome> => {
      if (sentEventIds.has(handle.idempotencyKey)) return queueUndo(handle);
      const entry = (await listOutbox()).find((a) => a.seq === handle.seq);
      // Gone: taken back already and then refused by the server (or discarded), so never saved.
      if (!entry) return "discarded";
      // Taken back already and answered meanwhile: its deletion waits in its place.
      if (entry.kind === "undo") return "taken back";
      if (entry.mayBeStored) {
        await takeBackAfterLostAnswer(handle.seq);
        return "taken back";
      }
      await removeFromOutbox(handle.seq);
      return "discarded";
    },
    [queueUndo],
  );

  /** Takes an action back: drops it if not sent (or not saved), otherwise deletes the created event. */
  const takeBack = useCallback(
    async (handle: UndoHandle): Promise<UndoOutcome> => {
      const entry = isInFlight(handle.seq)
        ? undefined
        : (await listOutbox()).find((a) => a.seq === handle.seq);
      if (entry?.mayBeStored && !isInFlight(handle.seq)) {
        await takeBackAfterLostAnswer(handle.seq);
        // Unless the sender picked it up meanwhile: then its answer decides, below.
        if (!isInFlight(handle.seq) && !sentEventIds.has(handle.idempotencyKey)) return "taken back";
      } else if (entry && !isInFlight(handle.seq)) {
        await removeFromOutbox(handle.seq);
        // Unless the sender picked it up while it was being removed, it was never saved.
        if (!isInFlight(handle.seq) && !sentEventIds.has(handle.idempotencyKey)) {
          return isWaiting(entry) && entry.attempts === undefined ? "taken back" : "discarded";
        }
      }
      // On its way: the DELETE waits for the tap's answer (the event's id), not for the taps
      // tapped meanwhile, and is sent before them.
      if (isInFlight(handle.seq)) return afterAnswer(handle.seq, () => undoAnswered(handle));
      return queueUndo(handle);
    },
    [queueUndo, undoAnswered],
  );

  /** «Rückgängig»: takes the action back and tells the user what became of it. */
  const undo = useCallback(
    async (handle: UndoHandle): Promise<void> => {
      try {
        const outcome = await takeBack(handle);
        if (outcome === "discarded") toast.success(OUTBOX_MESSAGES.undone, OUTBOX_MESSAGES.undoneUnsaved);
        else toast.success(OUTBOX_MESSAGES.undone);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : OUTBOX_MESSAGES.undoTooLate);
      }
    },
    [takeBack],
  );

  return { pending, enqueue, undo };
}
