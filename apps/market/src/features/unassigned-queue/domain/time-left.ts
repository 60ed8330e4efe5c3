import type { IntlShape } from 'react-intl';
import type { UnassignedJob } from '@marketplace/contracts';
import { durationText } from '@marketplace/domain-text/quantities';

const DAY_MINUTES = 24 * 60;

/** "starts in 3 h 20 min", "starts in 2 days", "started 45 min ago". */
export function timeLeftText(intl: IntlShape, minutesToStart: number): string {
  const minutes = Math.abs(minutesToStart);
  const span = minutes >= 2 * DAY_MINUTES ? `${Math.floor(minutes / DAY_MINUTES)} days` : durationText(intl, minutes);
  return minutesToStart > 0 ? `starts in ${span}` : `started ${span} ago`;
}

export const reasonText: Record<UnassignedJob['reason'], string> = {
  declined: 'The provider declined',
  timed_out: 'No answer in time',
  provider_cancelled: 'The provider cancelled',
  other: 'Waiting for a provider',
};
