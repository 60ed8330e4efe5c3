import { cancellationTerms, shareOf } from './cancellation-terms';

const policy = { freeCancellationHours: 24, cancellationFeeBps: 2000 };
const start = '2026-03-05T14:00:00.000Z';

describe('cancellationTerms', () => {
  it('is free until N hours before the start, then a share of the total', () => {
    expect(cancellationTerms(policy, start, 15432, Date.parse('2026-03-01T15:00:00Z'))).toEqual({
      kind: 'free-until',
      freeUntil: '2026-03-04T14:00:00.000Z',
      hours: 24,
      feeBps: 2000,
      feeMinor: 3086,
      keptAfterMove: false,
    });
  });

  it('charges the fee from now when the job is nearer than that', () => {
    expect(cancellationTerms(policy, start, 15432, Date.parse('2026-03-04T20:00:00Z'))).toMatchObject({ kind: 'fee-from-now', feeMinor: 3086 });
  });

  it('states the terms as they stand when no moment is given', () => {
    expect(cancellationTerms(policy, start, 15432)).toMatchObject({ kind: 'free-until', freeUntil: '2026-03-04T14:00:00.000Z' });
  });

  it('is always free without a fee', () => {
    expect(cancellationTerms({ ...policy, cancellationFeeBps: 0 }, start, 15432, 0)).toEqual({ kind: 'always-free' });
  });

  it('rounds like the API', () => {
    expect(shareOf(15432, 2000)).toBe(3086);
    expect(shareOf(25, 2000)).toBe(5);
    expect(shareOf(15, 1000)).toBe(2);
  });
});

describe('cancellationTerms of a booked job', () => {
  it('follows the start while the deadline is the free hours before it', () => {
    const booked = { ...policy, freeCancellationUntil: '2026-03-04T14:00:00.000Z' };
    expect(cancellationTerms(booked, start, 15432)).toMatchObject({ kind: 'free-until', freeUntil: '2026-03-04T14:00:00.000Z', keptAfterMove: false });
  });

  it('keeps the deadline a job kept when it was moved after it had passed', () => {
    const moved = { ...policy, freeCancellationUntil: '2026-02-20T14:00:00.000Z' };
    expect(cancellationTerms(moved, start, 15432)).toMatchObject({ kind: 'free-until', freeUntil: '2026-02-20T14:00:00.000Z', keptAfterMove: true });
    // Two weeks before the new start, far outside "24 hours before", the fee still applies.
    expect(cancellationTerms(moved, start, 15432, Date.parse('2026-02-21T00:00:00Z'))).toMatchObject({ kind: 'fee-from-now', feeMinor: 3086, keptAfterMove: true });
  });
});
