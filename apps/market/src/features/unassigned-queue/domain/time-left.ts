import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { UnassignedJob } from '@marketplace/contracts';
import { durationText } from '@marketplace/domain-text/quantities';

const DAY_MINUTES = 24 * 60;

const words = defineMessages<{ left: { future: 'yes' | 'no'; span: string }; days: { days: number } }>({
  left: { id: 'market.unassigned.time-left', defaultMessage: '{future, select, yes {starts in {span}} other {started {span} ago}}' },
  days: { id: 'market.unassigned.days', defaultMessage: '{days, plural, one {# day} other {# days}}' },
});

/** "starts in 3 h 20 min", "starts in 2 days", "started 45 min ago". */
export function timeLeftText(intl: IntlShape, minutesToStart: number): string {
  const minutes = Math.abs(minutesToStart);
  const span = minutes >= 2 * DAY_MINUTES ? intl.formatMessage(words.days, { days: Math.floor(minutes / DAY_MINUTES) }) : durationText(intl, minutes);
  return intl.formatMessage(words.left, { future: minutesToStart > 0 ? 'yes' : 'no', span });
}

export const reasonText: Record<UnassignedJob['reason'], MessageDescriptor> = defineMessages({
  declined: { id: 'market.unassigned.reason.declined', defaultMessage: 'The provider declined' },
  timed_out: { id: 'market.unassigned.reason.timed-out', defaultMessage: 'No answer in time' },
  provider_cancelled: { id: 'market.unassigned.reason.provider-cancelled', defaultMessage: 'The provider cancelled' },
  other: { id: 'market.unassigned.reason.other', defaultMessage: 'Waiting for a provider' },
});
