import type { JobEvent } from '@marketplace/contracts';
import { eventActor, timelineInOrder } from './job-timeline';

const event = (at: string, to: JobEvent['to']): JobEvent => ({ at, actor: { role: 'customer', name: 'Ana Ruiz' }, from: null, to, reason: null });

describe('job timeline', () => {
  it('names who made each change', () => {
    expect(eventActor({ role: 'provider', name: 'Mehmet Yilmaz' })).toBe('Mehmet Yilmaz (provider)');
    expect(eventActor({ role: 'manager', name: 'Jo Lee' })).toBe('Jo Lee (market manager)');
    expect(eventActor({ role: 'system', name: 'system' })).toBe('Automatically');
  });

  it('reads oldest first', () => {
    const later = event('2026-02-28T10:00:00.000Z', 'confirmed');
    const earlier = event('2026-02-27T10:00:00.000Z', 'requested');
    expect(timelineInOrder([later, earlier])).toEqual([earlier, later]);
  });
});
