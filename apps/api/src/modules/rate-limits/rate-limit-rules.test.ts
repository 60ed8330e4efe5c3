import { loginDelayMs, secondsUntil } from './rate-limit-rules';

describe('loginDelayMs', () => {
  const slowdown = { afterFailures: 10, windowSeconds: 900, firstDelayMs: 250, maxDelayMs: 8000 };

  it('does not slow an account down up to the threshold', () => {
    expect([0, 1, 10].map((attempts) => loginDelayMs(slowdown, attempts))).toEqual([0, 0, 0]);
  });

  it('then doubles the wait with each attempt, up to the maximum', () => {
    expect([11, 12, 13, 15, 16, 17, 1000].map((attempts) => loginDelayMs(slowdown, attempts))).toEqual([250, 500, 1000, 4000, 8000, 8000, 8000]);
  });
});

describe('secondsUntil', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('rounds up, and is at least one second', () => {
    expect(secondsUntil(new Date('2026-03-01T12:14:59.200Z'), now)).toBe(900);
    expect(secondsUntil(new Date('2026-03-01T12:00:00.000Z'), now)).toBe(1);
  });
});
