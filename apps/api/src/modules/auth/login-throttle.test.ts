import { retryAfterSeconds } from './login-throttle';

const minute = 60_000;
const now = new Date('2026-03-01T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * minute);

describe('retryAfterSeconds', () => {
  it('allows attempts below the limit', () => {
    expect(retryAfterSeconds([], 5, 15 * minute, now)).toBe(0);
    expect(retryAfterSeconds([ago(3), ago(2), ago(1), ago(0)], 5, 15 * minute, now)).toBe(0);
  });

  it('waits until the oldest counted failure leaves the window', () => {
    const failures = [ago(10), ago(4), ago(3), ago(2), ago(1)];
    expect(retryAfterSeconds(failures, 5, 15 * minute, now)).toBe(5 * 60);
  });

  it('with more failures than the limit, counts from the last `limit` of them', () => {
    const failures = [ago(14), ago(12), ago(4), ago(3), ago(2), ago(1)];
    expect(retryAfterSeconds(failures, 5, 15 * minute, now)).toBe(3 * 60);
  });
});
