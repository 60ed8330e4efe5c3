import { cancellationTerms } from './cancellation';

const job = {
  startAt: new Date('2027-03-10T15:00:00Z'),
  totalMinor: 10_001,
  paidMinor: 0,
  policy: { freeCancellationHours: 24, cancellationFeeBps: 2500 },
};
const at = (text: string) => new Date(text);

describe('cancellationTerms', () => {
  it('is free until start − the free hours', () => {
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

  it('with no free hours, charges from the start on; with no fee, never charges', () => {
    expect(cancellationTerms({ ...job, policy: { freeCancellationHours: 0, cancellationFeeBps: 2500 } }, at('2027-03-10T14:59:00Z')).feeMinor).toBe(0);
    expect(cancellationTerms({ ...job, policy: { freeCancellationHours: 0, cancellationFeeBps: 2500 } }, at('2027-03-10T15:00:00Z')).feeMinor).toBe(2500);
    expect(cancellationTerms({ ...job, policy: { freeCancellationHours: 48, cancellationFeeBps: 0 } }, at('2027-03-10T14:00:00Z')).feeMinor).toBe(0);
  });
});
