import { useEffect, useState } from "react";

/** The current time, renewed every `ms` (the live clock label refreshes each second, spec §9). */
export function useNow(ms = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), ms);
    return () => window.clearInterval(id);
  }, [ms]);
  return now;
}
