import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";

// Sonner is not on the first page: most visits never see a toast. The first toast loads it and
// mounts its Toaster, then is shown; later ones go straight through.

type Sonner = typeof sonnerToast;
type ToastId = string | number;

const SonnerHost = lazy(() => import("./toaster.tsx").then((m) => ({ default: m.Toaster })));

let requested = false;
const listeners = new Set<() => void>();
/** Sonner, once its Toaster listens. */
let loaded: Sonner | null = null;
/**
 * The toasts asked for before that, in order. Sonner does not know them yet, so its dismiss
 * cannot reach them: `toast.dismiss` drops them here (a test's toast showed in the next test).
 */
const waiting = new Map<ToastId, (sonner: Sonner) => void>();

function markReady(sonner: Sonner) {
  loaded = sonner;
  for (const [id, showWith] of waiting) {
    waiting.delete(id);
    showWith(sonner);
  }
}

function request() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mount once at the root; renders nothing until the first toast. */
export function Toaster() {
  const isRequested = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerHost onReady={markReady} />
    </Suspense>
  );
}

let lastId = 0;

function show(kind: "success" | "error" | "info" | "warning" | "message") {
  return (title: ReactNode, description?: ReactNode): ToastId => {
    lastId += 1;
    const id = `toast-${lastId}`;
    const showWith = (sonner: Sonner) =>
      sonner[kind](title, description === undefined ? { id } : { id, description });
    if (loaded) {
      showWith(loaded);
    } else {
      waiting.set(id, showWith);
      request();
    }
    return id;
  };
}

/**
 * Feature code talks to toasts only through this:
 * `toast.success("Bild wurde aktualisiert")`, `toast.error("Die Mannschaft konnte nicht gespeichert werden", error.message)`.
 * The component tests' setup empties it with `toast.dismiss()` after each test.
 */
export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  message: show("message"),
  /** One toast by its id, or all: those on screen and those still waiting for sonner. */
  dismiss: (id?: ToastId) => {
    if (id === undefined) waiting.clear();
    else waiting.delete(id);
    loaded?.dismiss(id);
  },
};
