import { cancellationTerms, deadlineAfterReschedule, freeCancellationDeadline } from './cancellation';

const at = (text: string) => new Date(text);
const policy = { freeCancellationHours: 24, cancellationFeeBps: 2500 };
const job = {
  freeUntil: freeCancellationDeadline(at('2027-03-10T15:00:00Z'), policy),
  totalMinor: 10_001,
  paidMinor: 0,
  policy,
};

describe('freeCancellationDeadline', () => {
  it('is the start less the free hours', () => {
    expect(job.freeUntil).toEqual(at('2027-03-09T15:00:00Z'));
    expect(freeCancellationDeadline(at('2027-03-10T15:00:00Z'), { ...policy, freeCancellationHours: 0 })).toEqual(at('2027-03-10T15:00:00Z'));
  });
});

describe('cancellationTerms', () => {
  it('is free until the deadline', () => {
    const terms = cancellationTerms(job, at('2027-03-09T14:59:59Z'));
    expect(terms).toEqual({ freeUntil: at('2027-03-09T15:00:00Z'), feeMinor: 0, refundMinor: 0 });
  });

  it('charges the fee (rounded half up) from that instant on', () => {
    expect(cancellationTerms(job, at('2027-03-09T15:00:00Z')).feeMinor).toBe(2500); // 2500.25
    expect(cancellationTerms({ ...job, totalMinor: 10_002 }, at('2027-03-10T14:00:00Z')).feeMinor).toBe(2501); // 2500.5
  });

  it('refunds what was paid less the fee, never below zero', () => {
    expect(cancellationTerms({ ...job, paidMinor: 10_001 }, at('2027-03-10T00:00:00Z')).refundMinor).toBe(7501);
    expect(cancellationTerms({ ...job, paidMinor: 10_001 }, at('2027-03-01T00:00:00Z')).refundMinor).toBe(10_001);
    expect(cancellationTerms({ ...job, paidMinor: 1000 }, at('2027-03-10T00:00:00Z')).refundMinor).toBe(0);
  });

  it('with no fee, never charges', () => {
    expect(cancellationTerms({ ...job, policy: { ...policy, cancellationFeeBps: 0 } }, at('2027-03-10T14:00:00Z')).feeMinor).toBe(0);
  });
});

describe('deadlineAfterReschedule: rescheduling never makes cancelling cheaper', () => {
  const current = at('2027-03-09T15:00:00Z');
  const nextMonth = at('2027-04-10T15:00:00Z');

  it('keeps a deadline that has passed, however far the job moves', () => {
    expect(deadlineAfterReschedule(current, nextMonth, policy, at('2027-03-10T09:00:00Z'))).toEqual(current);
    expect(deadlineAfterReschedule(current, nextMonth, policy, current)).toEqual(current);
  });

  it('while cancelling is still free, follows the new start (later or earlier)', () => {
    const before = at('2027-03-05T09:00:00Z');
    expect(deadlineAfterReschedule(current, nextMonth, policy, before)).toEqual(at('2027-04-09T15:00:00Z'));
    // Moved to within a day of now: the window closes at once.
    expect(deadlineAfterReschedule(current, at('2027-03-05T20:00:00Z'), policy, before)).toEqual(at('2027-03-04T20:00:00Z'));
  });

  it('never yields a free period at a moment when the job as it was would have charged', () => {
    for (const nowHours of [-100, -30, -24.5, -24, -1, 0]) {
      const now = new Date(at('2027-03-10T15:00:00Z').getTime() + nowHours * 3_600_000);
      for (const moveDays of [-3, 1, 30]) {
        const deadline = deadlineAfterReschedule(current, new Date(at('2027-03-10T15:00:00Z').getTime() + moveDays * 86_400_000), policy, now);
        const feeBefore = cancellationTerms({ ...job, freeUntil: current }, now).feeMinor;
        expect(cancellationTerms({ ...job, freeUntil: deadline }, now).feeMinor).toBeGreaterThanOrEqual(feeBefore);
      }
    }
  });
});
