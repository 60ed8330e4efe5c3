import { englishIntl } from '../../../test/intl';
import { skipOutcome } from './skip-outcome';

const quote = { allowed: true, freeUntil: '2026-03-09T14:00:00.000Z', feeMinor: 0, refundMinor: 0, currency: 'USD' };

describe('skipOutcome', () => {
  it('says skipping is free, or the exact fee, or that it is not possible', () => {
    const intl = englishIntl();
    expect(skipOutcome(intl, quote)).toEqual({ allowed: true, tone: 'info', message: 'Skipping this visit is free.' });
    expect(skipOutcome(intl, { ...quote, feeMinor: 3086 })).toEqual({ allowed: true, tone: 'warning', message: 'Skipping this visit costs a cancellation fee of $30.86: its free cancellation period has ended.' });
    expect(skipOutcome(intl, { ...quote, allowed: false }).allowed).toBe(false);
  });
});
