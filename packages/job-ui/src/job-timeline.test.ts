import type { JobEvent } from '@marketplace/contracts';
import { eventActor, eventHeadline, reasonLabel, timelineInOrder } from './job-timeline';

const event = (at: string, to: JobEvent['to']): JobEvent => ({ at, actor: { role: 'customer', name: 'Ana Ruiz' }, from: null, to, reason: null });

describe('job timeline', () => {
  it('names who made each change', () => {
    expect(eventActor({ role: 'provider', name: 'Mehmet Yilmaz' })).toBe('Mehmet Yilmaz (provider)');
    expect(eventActor({ role: 'manager', name: 'Jo Lee' })).toBe('Jo Lee (market manager)');
    expect(eventActor({ role: 'system', name: 'system' })).toBe('Automatically');
  });

  it('says in words what the provider (or the system) did', () => {
    const change = (from: JobEvent['from'], to: JobEvent['to'], role: JobEvent['actor']['role'] = 'provider'): JobEvent => ({ ...event('2026-02-27T10:00:00.000Z', to), from, actor: { role, name: 'Maria Alvarez' } });
    expect(eventHeadline(change('requested', 'confirmed'))).toBe('Accepted by the provider');
    expect(eventHeadline(change('requested', 'unassigned'))).toBe('The provider declined: we are finding you another provider');
    expect(eventHeadline(change('requested', 'unassigned', 'system'))).toBe('No answer from the provider in time: we are finding you another provider');
    expect(eventHeadline(change('confirmed', 'in_progress'))).toBe('The provider started the job');
    expect(eventHeadline(change('in_progress', 'completed'))).toBe('Job completed');
    expect(eventHeadline(change('confirmed', 'cancelled'))).toBe('Cancelled by the provider: you pay nothing');
    expect(eventHeadline(change('confirmed', 'cancelled', 'customer'))).toBe('Cancelled');
    expect(eventHeadline(change('confirmed', 'no_show'))).toBe('Marked as a no-show');
    expect(eventHeadline(change('confirmed', 'confirmed', 'customer'))).toBeNull();
    expect(eventHeadline({ ...change('unassigned', 'requested', 'manager'), assignedTo: 'Dana Cruz' })).toBe('Assigned to Dana Cruz by the market team');
    expect(eventHeadline({ ...change('confirmed', 'requested', 'admin'), assignedTo: 'Dana Cruz' })).toBe('Assigned to Dana Cruz by the market team');
    expect(reasonLabel(change('in_progress', 'completed'))).toBe('Note from the provider');
    expect(reasonLabel(change('requested', 'unassigned'))).toBe('Reason');
  });

  it('reads oldest first', () => {
    const later = event('2026-02-28T10:00:00.000Z', 'confirmed');
    const earlier = event('2026-02-27T10:00:00.000Z', 'requested');
    expect(timelineInOrder([later, earlier])).toEqual([earlier, later]);
  });
});
