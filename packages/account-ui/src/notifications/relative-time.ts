import type { IntlShape } from 'react-intl';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "3 h ago", "2 days ago", "3 weeks ago": when a notification came, from the reader's clock. */
export function relativeTimeText(intl: IntlShape, instant: string | Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - new Date(instant).getTime());
  if (elapsed < MINUTE) return intl.formatMessage({ id: 'account-ui.notifications.just-now', defaultMessage: 'just now' });
  if (elapsed < HOUR) {
    return intl.formatMessage({ id: 'account-ui.notifications.minutes-ago', defaultMessage: '{minutes, number} min ago' }, { minutes: Math.floor(elapsed / MINUTE) });
  }
  if (elapsed < DAY) {
    return intl.formatMessage({ id: 'account-ui.notifications.hours-ago', defaultMessage: '{hours, number} h ago' }, { hours: Math.floor(elapsed / HOUR) });
  }
  if (elapsed < 14 * DAY) {
    return intl.formatMessage(
      { id: 'account-ui.notifications.days-ago', defaultMessage: '{days, plural, one {# day} other {# days}} ago' },
      { days: Math.floor(elapsed / DAY) },
    );
  }
  return intl.formatMessage(
    { id: 'account-ui.notifications.weeks-ago', defaultMessage: '{weeks, plural, one {# week} other {# weeks}} ago' },
    { weeks: Math.floor(elapsed / (7 * DAY)) },
  );
}
