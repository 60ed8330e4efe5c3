import { inboxPollDelay } from './poll-delay';

describe('inboxPollDelay', () => {
  it('asks every 15 s while all is well and doubles after each failure, up to 2 min', () => {
    expect([0, 1, 2, 3, 4, 10].map(inboxPollDelay)).toEqual([15_000, 30_000, 60_000, 120_000, 120_000, 120_000]);
  });
});
