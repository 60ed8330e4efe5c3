import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { JobStatus } from '@marketplace/contracts';
import type { BadgeTone } from '@marketplace/shared-ui/badge';

/** How each status reads to a customer. */
export const jobStatusMessages: Record<JobStatus, MessageDescriptor> = defineMessages({
  requested: { id: 'job-ui.status.requested', defaultMessage: 'Requested' },
  confirmed: { id: 'job-ui.status.confirmed', defaultMessage: 'Confirmed' },
  in_progress: { id: 'job-ui.status.in-progress', defaultMessage: 'In progress' },
  completed: { id: 'job-ui.status.completed', defaultMessage: 'Completed' },
  cancelled: { id: 'job-ui.status.cancelled', defaultMessage: 'Cancelled' },
  no_show: { id: 'job-ui.status.no-show', defaultMessage: 'Missed visit' },
  unassigned: { id: 'job-ui.status.unassigned', defaultMessage: 'Finding a provider' },
});

/** The badge tone that backs the words up. */
const statusTones: Record<JobStatus, BadgeTone> = {
  requested: 'info',
  confirmed: 'success',
  in_progress: 'info',
  completed: 'neutral',
  cancelled: 'danger',
  no_show: 'danger',
  unassigned: 'warning',
};

/** The status in the page's language: "In progress", "In Arbeit". */
export function jobStatusLabel(intl: IntlShape, status: JobStatus): string {
  return intl.formatMessage(jobStatusMessages[status]);
}

export function jobStatusTone(status: JobStatus): BadgeTone {
  return statusTones[status];
}
