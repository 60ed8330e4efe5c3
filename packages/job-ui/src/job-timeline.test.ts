import type { JobEvent } from '@marketplace/contracts';
import { eventActor, eventHeadline, reasonLabel, timelineInOrder } from './job-timeline';
import { englishIntl, germanIntl } from './test/test-intl';

const intl = englishIntl();

const event = (at: string, to: JobEvent['to']): JobEvent => ({ at, actor: { role: 'customer', name: 'Ana Ruiz' }, from: null, to, reason: null });

describe('job timeline', () => {
  it('names who made each change', () => {
    expect(eventActor(intl, { role: 'provider', name: 'Mehmet Yilmaz' })).toBe('Mehmet Yilmaz (provider)');
    expect(eventActor(intl, { role: 'manager', name: 'Jo Lee' })).toBe('Jo Lee (market manager)');
    expect(eventActor(intl, { role: 'system', name: 'system' })).toBe('Automatically');
  });

  it('says in words what the provider (or the system) did', () => {
    const change = (from: JobEvent['from'], to: JobEvent['to'], role: JobEvent['actor']['role'] = 'provider'): JobEvent => ({ ...event('2026-02-27T10:00:00.000Z', to), from, actor: { role, name: 'Maria Alvarez' } });
    expect(eventHeadline(intl, change('requested', 'confirmed'))).toBe('Accepted by the provider');
    expect(eventHeadline(intl, change('requested', 'unassigned'))).toBe('The provider declined: we are finding you another provider');
    expect(eventHeadline(intl, change('requested', 'unassigned', 'system'))).toBe('No answer from the provider in time: we are finding you another provider');
    expect(eventHeadline(intl, change('confirmed', 'in_progress'))).toBe('The provider started the job');
    expect(eventHeadline(intl, change('in_progress', 'completed'))).toBe('Job completed');
    expect(eventHeadline(intl, change('confirmed', 'cancelled'))).toBe('Cancelled by the provider: you pay nothing');
    expect(eventHeadline(intl, change('confirmed', 'cancelled', 'customer'))).toBe('Cancelled');
    expect(eventHeadline(intl, change('confirmed', 'no_show'))).toBe('Marked as a no-show');
    expect(eventHeadline(intl, change('confirmed', 'confirmed', 'customer'))).toBeNull();
    expect(eventHeadline(intl, { ...change('unassigned', 'requested', 'manager'), assignedTo: 'Dana Cruz' })).toBe('Assigned to Dana Cruz by the market team');
    expect(eventHeadline(intl, { ...change('confirmed', 'requested', 'admin'), assignedTo: 'Dana Cruz' })).toBe('Assigned to Dana Cruz by the market team');
    expect(reasonLabel(intl, change('in_progress', 'completed'))).toBe('Note from the provider');
    expect(reasonLabel(intl, change('requested', 'unassigned'))).toBe('Reason');
  });

  it('speaks German on a German page', async () => {
    const de = await germanIntl();
    expect(eventActor(de, { role: 'provider', name: 'Mehmet Yilmaz' })).toBe('Mehmet Yilmaz (Anbieter)');
    expect(eventHeadline(de, { ...event('2026-02-27T10:00:00.000Z', 'confirmed'), from: 'requested' })).toBe('Vom Anbieter angenommen');
  });

  it('reads oldest first', () => {
    const later = event('2026-02-28T10:00:00.000Z', 'confirmed');
    const earlier = event('2026-02-27T10:00:00.000Z', 'requested');
    expect(timelineInOrder([later, earlier])).toEqual([earlier, later]);
  });
});
