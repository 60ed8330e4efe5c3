import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/** These messages take values: react-intl types what defineMessages returns as taking none. */
const withValues = <K extends string>(messages: Record<K, MessageDescriptor>) => messages;

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

const units = withValues(defineMessages({
  minutes: { id: 'provider.request.time-left-minutes', defaultMessage: '{minutes} min' },
  hours: { id: 'provider.request.time-left-hours', defaultMessage: '{hours} h {minutes} min' },
}));

/**
 * The countdown as a provider reads it at a glance: "1 h 05 min", "14 min", and the seconds in
 * the last ten minutes ("9:41"), whole seconds rounded up so 0:00 means the time is up. The
 * units are the reader's language's ("1 Std. 05 Min."); the minutes keep their two digits.
 */
export function timeLeftText(leftMs: number, intl: IntlShape): string {
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  if (seconds < 10 * 60) return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return intl.formatMessage(units.minutes, { minutes });
  return intl.formatMessage(units.hours, { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}
