import type { CancellationQuote } from '@marketplace/contracts';
import { cancellationOutcome } from './cancellation-outcome';

const free: CancellationQuote = { allowed: true, freeUntil: '2026-03-01T14:00:00.000Z', feeMinor: 0, refundMinor: 0, currency: 'EUR' };

describe('cancellationOutcome', () => {
  it('says when cancelling is free', () => {
    expect(cancellationOutcome(free, 'en-IE')).toEqual({
      allowed: true,
      tone: 'info',
      message: 'Cancelling now is free.',
      done: 'No cancellation fee applies.',
    });
  });

  it('states the exact fee and why', () => {
    expect(cancellationOutcome({ ...free, feeMinor: 1250 }, 'en-IE')).toMatchObject({
      tone: 'warning',
      message: 'A cancellation fee of €12.50 applies because the free cancellation period has ended.',
      done: 'A cancellation fee of €12.50 applies.',
    });
  });

  it('mentions a refund when something was paid', () => {
    expect(cancellationOutcome({ ...free, refundMinor: 5000 }, 'en-IE').message).toBe('Cancelling now is free. You get €50.00 back.');
  });

  it('refuses when the API does not allow it', () => {
    expect(cancellationOutcome({ ...free, allowed: false })).toMatchObject({ allowed: false, tone: 'warning' });
  });
});
