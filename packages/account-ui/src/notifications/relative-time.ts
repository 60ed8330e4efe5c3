const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (value: number, one: string, other: string) => `${value} ${value === 1 ? one : other} ago`;

/** "just now", "5 min ago", "3 h ago", "2 days ago", "3 weeks ago": when a notification came, from the reader's clock. */
export function relativeTimeText(instant: string | Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - new Date(instant).getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 14 * DAY) return count(Math.floor(elapsed / DAY), 'day', 'days');
  return count(Math.floor(elapsed / (7 * DAY)), 'week', 'weeks');
}
