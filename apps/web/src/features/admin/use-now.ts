import { useEffect, useState } from 'react';

/** The current time in ms, refreshed every `everyMs` (waiting times and statuses that move with the clock). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
