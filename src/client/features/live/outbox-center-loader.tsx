import { lazy, Suspense, useEffect, useState } from "react";
import { hasOutboxEntries, onOutboxChange } from "./outbox-store.ts";

// Offline and without the service worker, the status's code may not load: it shows from the
// next page load on.
const OutboxCenter = lazy(() =>
  import("./outbox-center.tsx")
    .then((m) => ({ default: m.OutboxCenter }))
    .catch(() => ({ default: () => null })),
);

// The sender loads with the first action to send, so a visitor who never used the live control
// does not download it on every page (1.5 KB brotli of the entry with the match paths it sends
// to). The live control that queues a tap brings it itself (use-live-outbox.ts); here it starts
// for actions left from an earlier visit. Its import fails only offline without the service
// worker, when nothing could be sent anyway: it is tried again once the browser is back online.
const startSender = () => import("./outbox-sender.ts").then((m) => m.startOutboxSender());

/**
 * Starts the outbox's sender and shows its status once the device holds an action to send
 * (after a reload, on any page of the app) or one is queued in this tab. A
 * visitor who never used the live control loads nothing but this check.
 */
export function OutboxCenterLoader() {
  const [isNeeded, setNeeded] = useState(false);
  useEffect(() => {
    let isMounted = true;
    const check = () => {
      hasOutboxEntries()
        .then((has) => {
          if (!isMounted || !has) return;
          startSender().catch(() => window.addEventListener("online", check, { once: true }));
          setNeeded(true);
        })
        .catch(() => undefined);
    };
    check();
    const stop = onOutboxChange(check);
    return () => {
      isMounted = false;
      stop();
      window.removeEventListener("online", check);
    };
  }, []);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <OutboxCenter />
    </Suspense>
  );
}
