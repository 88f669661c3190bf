import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";

// Sonner is not on the first page: most visits never see a toast. The first toast loads it and
// mounts its Toaster, then is shown; later ones go straight through.

type Sonner = typeof sonnerToast;
type ToastId = string | number;

const SonnerHost = lazy(() => import("./toaster.tsx").then((m) => ({ default: m.Toaster })));

let requested = false;
const listeners = new Set<() => void>();
let markReady: (sonner: Sonner) => void = () => {};
const ready = new Promise<Sonner>((resolve) => {
  markReady = resolve;
});

function sonner(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
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
    void sonner().then((toast) =>
      toast[kind](title, description === undefined ? { id } : { id, description }),
    );
    return id;
  };
}

/**
 * Feature code talks to toasts only through this:
 * `toast.success("Bild wurde aktualisiert")`, `toast.error("Die Mannschaft konnte nicht gespeichert werden", error.message)`.
 */
export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  message: show("message"),
  dismiss: (id?: ToastId) => {
    // Nothing can be on screen before the first toast loaded sonner.
    if (requested) void sonner().then((toast) => toast.dismiss(id));
  },
};
