import { useEffect, useState } from 'react';

const TICK_MS = 1000;

/** The current time, re-rendering each second while `isTicking` (spec §2: time left ticks each second). */
export function useNow(isTicking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isTicking) return undefined;
    // Catch up at once (the clock may have stood still while not ticking), then every second.
    const catchUp = setTimeout(() => setNow(new Date()), 0);
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => {
      clearTimeout(catchUp);
      clearInterval(timer);
    };
  }, [isTicking]);
  return now;
}
