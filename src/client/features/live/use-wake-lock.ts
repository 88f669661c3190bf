import { useEffect, useState } from "react";

export type WakeLockStatus = "active" | "unsupported" | "denied";

/**
 * Keeps the screen on while `isActive` (the live control is open at the touchline). The browser
 * drops the lock whenever the page is hidden, so it is requested again on return. Browsers
 * without the Wake Lock API (or that refuse it, e.g. on low battery) report it, and the control
 * shows a hint instead.
 */
export function useWakeLock(isActive: boolean): WakeLockStatus {
  const isSupported = typeof navigator !== "undefined" && "wakeLock" in navigator;
  const [status, setStatus] = useState<WakeLockStatus>(isSupported ? "active" : "unsupported");

  useEffect(() => {
    if (!isActive || !isSupported) return;
    let sentinel: WakeLockSentinel | null = null;
    let isStopped = false;
    const acquire = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const lock = await navigator.wakeLock.request("screen");
        if (isStopped) {
          await lock.release();
          return;
        }
        sentinel = lock;
        setStatus("active");
      } catch {
        setStatus("denied");
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") void acquire();
    };
    void acquire();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      isStopped = true;
      document.removeEventListener("visibilitychange", onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, [isActive, isSupported]);

  return status;
}
