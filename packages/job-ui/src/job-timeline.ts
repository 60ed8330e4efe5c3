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
