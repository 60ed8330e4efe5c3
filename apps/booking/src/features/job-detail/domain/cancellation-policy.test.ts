import { formatBasisPoints, freeCancellationUntil } from './cancellation-policy';

describe('cancellation policy', () => {
  it('is free until the policy hours before the start', () => {
    expect(freeCancellationUntil('2026-03-02T14:00:00.000Z', { freeCancellationHours: 24, cancellationFeeBps: 2000 }).toISOString()).toBe(
      '2026-03-01T14:00:00.000Z',
    );
  });

  it('writes the fee as a percentage', () => {
    expect(formatBasisPoints(2000, 'en-US')).toBe('20%');
    expect(formatBasisPoints(1250, 'en-US')).toBe('12.5%');
  });
});
