import { useEffect, useState } from 'react';

/**
 * The clock, read again every `intervalMs` while `running`: one timer for a whole list of
 * countdowns. Read from the clock at each tick, so a tab that slept is right when it wakes.
 */
export function useNow(intervalMs: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running]);
  return now;
}
