import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that starts at `seconds` on mount; `restart()` starts it again. */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [endsAt]);

  const restart = useCallback(() => {
    setEndsAt(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, [seconds]);

  return { left, done: left === 0, restart };
}
