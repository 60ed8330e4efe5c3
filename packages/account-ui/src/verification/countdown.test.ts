import { formatWait, secondsUntil } from './countdown';

describe('countdown', () => {
  const now = Date.parse('2026-03-01T10:00:00.000Z');

  it('counts whole seconds up to an instant, and none once it has passed', () => {
    expect(secondsUntil('2026-03-01T10:01:00.000Z', now)).toBe(60);
    expect(secondsUntil('2026-03-01T10:00:00.400Z', now)).toBe(1);
    expect(secondsUntil('2026-03-01T09:59:00.000Z', now)).toBe(0);
  });

  it('reads as a clock', () => {
    expect([formatWait(0), formatWait(42), formatWait(65), formatWait(720)]).toEqual(['0:00', '0:42', '1:05', '12:00']);
  });
});
