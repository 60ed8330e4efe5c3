import { deadlineFollowsStart, formatBasisPoints } from './cancellation-policy';

describe('cancellation policy', () => {
  it('knows whether the deadline is still the free hours before the start', () => {
    const policy = { freeCancellationHours: 24, cancellationFeeBps: 2000, freeCancellationUntil: '2026-03-01T14:00:00.000Z' };
    expect(deadlineFollowsStart({ start: '2026-03-02T14:00:00.000Z', policy })).toBe(true);
    // Moved to April after the free period had ended: the March deadline stays.
    expect(deadlineFollowsStart({ start: '2026-04-02T14:00:00.000Z', policy })).toBe(false);
  });

  it('writes the fee as a percentage', () => {
    expect(formatBasisPoints(2000, 'en-US')).toBe('20%');
    expect(formatBasisPoints(1250, 'en-US')).toBe('12.5%');
  });
});
