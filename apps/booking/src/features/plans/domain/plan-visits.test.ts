import type { PlanVisit } from '@marketplace/contracts';
import { splitVisits, visitActions } from './plan-visits';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const visit = (start: string, status: PlanVisit['status'], more: Partial<PlanVisit> = {}): PlanVisit => ({
  jobId: `00000000-0000-4000-8000-${start.slice(5, 7)}${start.slice(8, 10)}00000000`,
  start,
  end: start.replace('T14', 'T17'),
  status,
  providerName: 'Mehmet Yilmaz',
  skipped: false,
  moved: false,
  unassignedReason: null,
  ...more,
});

describe('splitVisits', () => {
  it('lists the visits to come soonest first, then the past ones latest first', () => {
    const visits = [
      visit('2026-03-24T14:00:00.000Z', 'confirmed'),
      visit('2026-02-24T14:00:00.000Z', 'completed'),
      visit('2026-03-10T14:00:00.000Z', 'requested'),
      visit('2026-02-10T14:00:00.000Z', 'cancelled', { skipped: true }),
      visit('2026-03-10T11:00:00.000Z', 'in_progress'),
    ];
    const { coming, past } = splitVisits(visits, now);
    expect(coming.map((shown) => shown.start)).toEqual(['2026-03-10T11:00:00.000Z', '2026-03-10T14:00:00.000Z', '2026-03-24T14:00:00.000Z']);
    expect(past.map((shown) => shown.start)).toEqual(['2026-02-24T14:00:00.000Z', '2026-02-10T14:00:00.000Z']);
  });
});

describe('visitActions', () => {
  it('skips a visit that has not happened, moves one that has a provider', () => {
    expect(visitActions(visit('2026-03-24T14:00:00.000Z', 'confirmed'), now)).toEqual({ skip: true, move: true });
    expect(visitActions(visit('2026-03-24T14:00:00.000Z', 'unassigned'), now)).toEqual({ skip: true, move: false });
  });

  it('offers nothing for a visit skipped, under way, done or past', () => {
    expect(visitActions(visit('2026-03-24T14:00:00.000Z', 'cancelled', { skipped: true }), now)).toEqual({ skip: false, move: false });
    expect(visitActions(visit('2026-03-10T11:00:00.000Z', 'in_progress'), now)).toEqual({ skip: false, move: false });
    expect(visitActions(visit('2026-02-24T14:00:00.000Z', 'confirmed'), now)).toEqual({ skip: false, move: false });
  });
});
