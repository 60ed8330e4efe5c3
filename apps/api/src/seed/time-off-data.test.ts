import { demoTimeOffSeeds } from './time-off-data';

describe('demo time off', () => {
  it('is next week’s Wednesday, midnight to midnight in the market zone', () => {
    const [entry] = demoTimeOffSeeds('America/New_York', new Date('2027-03-04T15:00:00Z')); // a Thursday
    expect(entry!.start.toISOString()).toBe('2027-03-10T05:00:00.000Z');
    expect(entry!.end.toISOString()).toBe('2027-03-11T05:00:00.000Z');
  });
});
