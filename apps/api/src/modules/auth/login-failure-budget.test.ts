import { failedLoginDelayMs } from './login-failure-budget';

describe('failedLoginDelayMs', () => {
  const budget = { perMinute: 300, delayMs: 1000 };

  it('answers failures at once while the minute’s budget lasts, then each one late', () => {
    expect([1, 299, 300, 301, 5000].map((failures) => failedLoginDelayMs(budget, failures))).toEqual([0, 0, 0, 1000, 1000]);
  });
});
