import { defineMessages, type IntlShape } from 'react-intl';
import type { PlanStatus } from '@marketplace/contracts';
import type { BadgeTone } from '@marketplace/shared-ui/badge';

const statusMessages = defineMessages({
  active: { id: 'booking.plans.status-active', defaultMessage: 'Active' },
  paused: { id: 'booking.plans.status-paused', defaultMessage: 'Paused' },
  ended: { id: 'booking.plans.status-ended', defaultMessage: 'Ended' },
});

const statusTones: Record<PlanStatus, BadgeTone> = { active: 'success', paused: 'warning', ended: 'neutral' };

export function planStatusLabel(intl: IntlShape, status: PlanStatus): string {
  return intl.formatMessage(statusMessages[status]);
}

export function planStatusTone(status: PlanStatus): BadgeTone {
  return statusTones[status];
}
