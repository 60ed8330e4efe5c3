/** Whole seconds from `now` until `until` (an ISO instant), never below 0. */
export function secondsUntil(until: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}

/** A wait as a clock reads it: 0:42, 1:05, 12:00. */
export function formatWait(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
