import type { JobStatus } from '@marketplace/contracts';
import type { BadgeTone } from '@marketplace/shared-ui/badge';

interface StatusLook {
  label: string;
  tone: BadgeTone;
}

/** How each status reads to a customer, and the badge tone that backs the words up. */
const statusLooks: Record<JobStatus, StatusLook> = {
  requested: { label: 'Requested', tone: 'info' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  in_progress: { label: 'In progress', tone: 'info' },
  completed: { label: 'Completed', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
  no_show: { label: 'Missed visit', tone: 'danger' },
  unassigned: { label: 'Finding a provider', tone: 'warning' },
};

export function jobStatusLabel(status: JobStatus): string {
  return statusLooks[status].label;
}

export function jobStatusTone(status: JobStatus): BadgeTone {
  return statusLooks[status].tone;
}
