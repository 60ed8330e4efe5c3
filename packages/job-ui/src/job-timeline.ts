import type { JobEvent, Role } from '@marketplace/contracts';

const roleNames: Record<Role, string> = {
  customer: 'customer',
  provider: 'provider',
  manager: 'market manager',
  admin: 'support',
};

/** Who made the change: "Mehmet Yilmaz (provider)", or "Automatically" for the system. */
export function eventActor(actor: JobEvent['actor']): string {
  if (actor.role === 'system') return 'Automatically';
  return `${actor.name} (${roleNames[actor.role]})`;
}

/** Oldest first, as a history reads. */
export function timelineInOrder(events: readonly JobEvent[]): JobEvent[] {
  return [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * What happened, in words, for the steps of the lifecycle a customer waits on; null when the
 * status change says it all ("Booked", a reschedule).
 */
export function eventHeadline(event: JobEvent): string | null {
  const { from, to, actor } = event;
  if (event.assignedTo && to === 'requested') {
    return actor.role === 'manager' || actor.role === 'admin' ? `Assigned to ${event.assignedTo} by the market team` : `Assigned to ${event.assignedTo}`;
  }
  if (from === 'requested' && to === 'confirmed') return 'Accepted by the provider';
  if (from === 'requested' && to === 'unassigned') {
    if (actor.role === 'system') return 'No answer from the provider in time: we are finding you another provider';
    if (actor.role === 'provider') return 'The provider declined: we are finding you another provider';
    return 'We are finding you another provider';
  }
  if (from === 'confirmed' && to === 'in_progress') return 'The provider started the job';
  if (from === 'in_progress' && to === 'completed') return 'Job completed';
  if (to === 'no_show') return 'Marked as a no-show';
  if (from !== to && to === 'cancelled') return actor.role === 'provider' ? 'Cancelled by the provider: you pay nothing' : 'Cancelled';
  return null;
}

/** A completion carries the provider's note; every other change its reason. */
export const reasonLabel = (event: JobEvent): string => (event.to === 'completed' && event.from === 'in_progress' ? 'Note from the provider' : 'Reason');
