import { useEffect, useState } from "react";

/** The current time, renewed every `ms` while `isActive` (the clock label ticks each second). */
export function useNow(ms = 1000, isActive = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isActive) return;
    setNow(new Date());
    const id = window.setInterval(() => setNow(new Date()), ms);
    return () => window.clearInterval(id);
  }, [ms, isActive]);
  return now;
}
