import { useEffect, useState } from "react";
import { onServerClockChange, serverNow } from "./server-clock.ts";

/**
 * The server's current time, renewed every `ms` while `isActive` (the live clock label ticks each
 * second). The one hook every clock on screen uses, so all show the same minute.
 */
export function useNow(ms = 1000, isActive = true): Date {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!isActive) return;
    const tick = () => setNow(serverNow());
    tick();
    const id = window.setInterval(tick, ms);
    const unsubscribe = onServerClockChange(tick);
    return () => {
      window.clearInterval(id);
      unsubscribe();
    };
  }, [ms, isActive]);
  return now;
}
