const HOUR_MS = 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC in `timeZone` at `at` (New York in winter: -300). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The next instant after `from` when the zone's UTC offset changes (a daylight-saving switch),
 * within `withinDays`; null for zones without one. Scans by hour, then narrows to the minute.
 */
export function nextOffsetChange(timeZone: string, from: Date, withinDays = 400): Date | null {
  const start = utcOffsetMinutes(timeZone, from);
  // Offsets change on a whole minute: search on a minute grid so the answer is exact.
  const origin = Math.floor(from.getTime() / 60_000) * 60_000;
  const end = origin + withinDays * 24 * HOUR_MS;
  for (let t = origin + HOUR_MS; t <= end; t += HOUR_MS) {
    if (utcOffsetMinutes(timeZone, new Date(t)) === start) continue;
    let low = t - HOUR_MS;
    let high = t;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 2 / 60_000) * 60_000;
      if (utcOffsetMinutes(timeZone, new Date(middle)) === start) low = middle;
      else high = middle;
    }
    return new Date(high);
  }
  return null;
}

/** A booking horizon (days) reaching a week past `change`, never shorter than `minimumDays`. */
export function horizonCovering(change: Date, from: Date, minimumDays: number): number {
  const days = Math.ceil((change.getTime() - from.getTime()) / (24 * HOUR_MS)) + 7;
  return Math.min(365, Math.max(minimumDays, days));
}
