import type { IntlShape } from 'react-intl';

/** Whole seconds left, rounded up: the clock shows 0:00 only once the time is really up. */
const secondsLeft = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/** "9:41", "0:05": minutes and seconds left, as a countdown clock shows them. */
export function formatRemaining(ms: number): string {
  const seconds = secondsLeft(ms);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The same for screen readers, calmer: "about 10 minutes", "less than a minute". It changes
 * once a minute, not every second.
 */
export function spokenRemaining(intl: IntlShape, ms: number): string {
  const minutes = Math.ceil(secondsLeft(ms) / 60);
  if (minutes <= 1) return intl.formatMessage({ id: 'booking.hold.less-than-a-minute', defaultMessage: 'less than a minute' });
  return intl.formatMessage({ id: 'booking.hold.about-minutes', defaultMessage: 'about {minutes, plural, one {# minute} other {# minutes}}' }, { minutes });
}

/** From this much time left the countdown warns (and says so once to screen readers). */
export const lastMinuteMs = 60_000;
