const MINUTE_MS = 60_000;

/** A request with this little time left stands out (and is said once to screen readers). */
export const urgentWithinMs = 30 * MINUTE_MS;

export type AnswerWindow = { state: 'open' | 'urgent'; leftMs: number } | { state: 'passed'; leftMs: 0 };

/** How much time is left to answer a request at `now`, and whether it is running out. */
export function answerWindow(respondBy: string | null, now: number): AnswerWindow | null {
  if (!respondBy) return null;
  const leftMs = Date.parse(respondBy) - now;
  if (leftMs <= 0) return { state: 'passed', leftMs: 0 };
  return { state: leftMs <= urgentWithinMs ? 'urgent' : 'open', leftMs };
}

/**
 * The countdown as a provider reads it at a glance: "1 h 05 min", "14 min", and the seconds in
 * the last ten minutes ("9:41"), whole seconds rounded up so 0:00 means the time is up.
 */
export function timeLeftText(leftMs: number): string {
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  if (seconds < 10 * 60) return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
