import { useEffect, useState } from 'react';

/**
 * Milliseconds until `expiresAt` (never below 0), updated as each second passes. Read from the
 * clock at every tick, so a tab that slept in the background is right again when it wakes.
 */
export function useRemaining(expiresAt: string): number {
  const deadline = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, deadline - now);
  useEffect(() => {
    if (remaining === 0) return;
    // Wake when the displayed second changes (the clock rounds up), not on a drifting interval.
    const timer = setTimeout(() => setNow(Date.now()), remaining % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return remaining;
}
