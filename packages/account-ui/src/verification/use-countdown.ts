import { useEffect, useState } from 'react';
import { secondsUntil } from './countdown';

/** Seconds left until `until`, counting down once a second; the clock stops at 0. */
export function useCountdown(until: string): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(until, now);
  const running = left > 0;
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // A new `until` (a new code was sent) is measured from the clock now, not from the last tick.
    const first = window.setTimeout(tick, 0);
    const timer = running ? window.setInterval(tick, 1000) : undefined;
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until, running]);
  return left;
}
