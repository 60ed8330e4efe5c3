import { useEffect, useState } from 'react';
import { secondsUntil } from './countdown';

/** Seconds left until `until`, counting down once a second and stopping at 0. */
export function useCountdown(until: string): number {
  const [left, setLeft] = useState(() => secondsUntil(until, Date.now()));
  useEffect(() => {
    setLeft(secondsUntil(until, Date.now()));
    const timer = window.setInterval(() => {
      const next = secondsUntil(until, Date.now());
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return left;
}
