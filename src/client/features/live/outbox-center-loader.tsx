import { lazy, Suspense, useEffect, useState } from "react";
import { hasOutboxEntries, onOutboxChange } from "./offline-queue.ts";
import { startOutboxSender } from "./outbox-sender.ts";

// Offline and without the service worker, the status's code may not load: the sender (here, in
// the app's first chunk) still sends, and the status shows from the next page load on.
const OutboxCenter = lazy(() =>
  import("./outbox-center.tsx")
    .then((m) => ({ default: m.OutboxCenter }))
    .catch(() => ({ default: () => null })),
);

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
          startOutboxSender();
          setNeeded(true);
        })
        .catch(() => undefined);
    };
    check();
    const stop = onOutboxChange(check);
    return () => {
      isMounted = false;
      stop();
    };
  }, []);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <OutboxCenter />
    </Suspense>
  );
}
