import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { JobEvent, Role } from '@marketplace/contracts';

const roleNames: Record<Role, MessageDescriptor> = defineMessages({
  customer: { id: 'job-ui.timeline.role-customer', defaultMessage: '{name} (customer)' },
  provider: { id: 'job-ui.timeline.role-provider', defaultMessage: '{name} (provider)' },
  manager: { id: 'job-ui.timeline.role-manager', defaultMessage: '{name} (market manager)' },
  admin: { id: 'job-ui.timeline.role-admin', defaultMessage: '{name} (support)' },
});

/** Who made the change: "Mehmet Yilmaz (provider)", or "Automatically" for the system. */
export function eventActor(intl: IntlShape, actor: JobEvent['actor']): string {
  if (actor.role === 'system') return intl.formatMessage({ id: 'job-ui.timeline.automatically', defaultMessage: 'Automatically' });
  return intl.formatMessage(roleNames[actor.role], { name: actor.name });
}

/** Oldest first, as a history reads. */
export function timelineInOrder(events: readonly JobEvent[]): JobEvent[] {
  return [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

const headlines = defineMessages({
  accepted: { id: 'job-ui.timeline.accepted', defaultMessage: 'Accepted by the provider' },
  noAnswer: { id: 'job-ui.timeline.no-answer', defaultMessage: 'No answer from the provider in time: we are finding you another provider' },
  declined: { id: 'job-ui.timeline.declined', defaultMessage: 'The provider declined: we are finding you another provider' },
  finding: { id: 'job-ui.timeline.finding', defaultMessage: 'We are finding you another provider' },
  started: { id: 'job-ui.timeline.started', defaultMessage: 'The provider started the job' },
  completed: { id: 'job-ui.timeline.completed', defaultMessage: 'Job completed' },
  noShow: { id: 'job-ui.timeline.no-show', defaultMessage: 'Marked as a no-show' },
  cancelledByProvider: { id: 'job-ui.timeline.cancelled-by-provider', defaultMessage: 'Cancelled by the provider: you pay nothing' },
  cancelled: { id: 'job-ui.timeline.cancelled', defaultMessage: 'Cancelled' },
});

/**
 * What happened, in words, for the steps of the lifecycle a customer waits on; null when the
 * status change says it all ("Booked", a reschedule).
 */
export function eventHeadline(intl: IntlShape, event: JobEvent): string | null {
  const { from, to, actor } = event;
  if (event.assignedTo && to === 'requested') {
    const values = { name: event.assignedTo };
    if (actor.role === 'manager' || actor.role === 'admin') {
      return intl.formatMessage({ id: 'job-ui.timeline.assigned-by-team', defaultMessage: 'Assigned to {name} by the market team' }, values);
    }
    return intl.formatMessage({ id: 'job-ui.timeline.assigned', defaultMessage: 'Assigned to {name}' }, values);
  }
  if (from === 'requested' && to === 'confirmed') return intl.formatMessage(headlines.accepted);
  if (from === 'requested' && to === 'unassigned') {
    if (actor.role === 'system') return intl.formatMessage(headlines.noAnswer);
    if (actor.role === 'provider') return intl.formatMessage(headlines.declined);
    return intl.formatMessage(headlines.finding);
  }
  if (from === 'confirmed' && to === 'in_progress') return intl.formatMessage(headlines.started);
  if (from === 'in_progress' && to === 'completed') return intl.formatMessage(headlines.completed);
  if (to === 'no_show') return intl.formatMessage(headlines.noShow);
  if (from !== to && to === 'cancelled') return intl.formatMessage(actor.role === 'provider' ? headlines.cancelledByProvider : headlines.cancelled);
  return null;
}

/** Whether the event's text is the provider's note (a completion) or, as for every other change, its reason. */
export const isProviderNote = (event: JobEvent): boolean => event.to === 'completed' && event.from === 'in_progress';

/** A completion carries the provider's note; every other change its reason. */
export const reasonLabel = (intl: IntlShape, event: JobEvent): string =>
  isProviderNote(event)
    ? intl.formatMessage({ id: 'job-ui.timeline.provider-note', defaultMessage: 'Note from the provider' })
    : intl.formatMessage({ id: 'job-ui.timeline.reason', defaultMessage: 'Reason' });
