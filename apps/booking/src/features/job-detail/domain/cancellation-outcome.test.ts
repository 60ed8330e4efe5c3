import type { CancellationQuote } from '@marketplace/contracts';
import { englishIntl, germanIntl } from '../../../test/intl';
import { cancellationOutcome } from './cancellation-outcome';

const intl = englishIntl();

const free: CancellationQuote = { allowed: true, freeUntil: '2026-03-01T14:00:00.000Z', feeMinor: 0, refundMinor: 0, currency: 'EUR' };

describe('cancellationOutcome', () => {
  it('says when cancelling is free', () => {
    expect(cancellationOutcome(intl, free)).toEqual({
      allowed: true,
      tone: 'info',
      message: 'Cancelling now is free.',
      done: 'No cancellation fee applies.',
    });
  });

  it('states the exact fee and why', () => {
    expect(cancellationOutcome(intl, { ...free, feeMinor: 1250 })).toMatchObject({
      tone: 'warning',
      message: 'A cancellation fee of €12.50 applies because the free cancellation period has ended.',
      done: 'A cancellation fee of €12.50 applies.',
    });
  });

  it('mentions a refund when something was paid', () => {
    expect(cancellationOutcome(intl, { ...free, refundMinor: 5000 }).message).toBe('Cancelling now is free. You get €50.00 back.');
  });

  it('refuses when the API does not allow it', () => {
    expect(cancellationOutcome(intl, { ...free, allowed: false })).toMatchObject({ allowed: false, tone: 'warning' });
  });

  it('speaks German on a German page', async () => {
    expect(cancellationOutcome(await germanIntl(), { ...free, feeMinor: 1250, refundMinor: 5000 }).message).toBe(
      'Es fällt eine Stornogebühr von 12,50\u00a0€ an, da die kostenlose Stornierungsfrist abgelaufen ist. Sie erhalten 50,00\u00a0€ zurück.',
    );
  });
});
