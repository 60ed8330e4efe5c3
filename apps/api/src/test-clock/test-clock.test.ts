import { readConfig } from '../config';
import { createTestClock, MAX_ADVANCE_MS, readTestClockStart } from './test-clock';

describe('createTestClock', () => {
  it('starts at its instant and ticks with real time', () => {
    let real = 1_000_000;
    const clock = createTestClock(new Date('2026-11-17T14:30:00Z'), () => real);
    expect(clock.now().toISOString()).toBe('2026-11-17T14:30:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-11-17T14:31:30.000Z');
  });

  it('moves forward by what it is told, and keeps ticking from there', () => {
    let real = 0;
    const clock = createTestClock(new Date('2026-11-17T14:30:00Z'), () => real);
    expect(clock.advance(2 * 3_600_000).toISOString()).toBe('2026-11-17T16:30:00.000Z');
    real += 1_000;
    expect(clock.now().toISOString()).toBe('2026-11-17T16:30:01.000Z');
    expect(clock.advance(0).toISOString()).toBe('2026-11-17T16:30:01.000Z');
  });

  it('never moves back, nor by a fraction or more than a year', () => {
    const clock = createTestClock(new Date('2026-11-17T14:30:00Z'), () => 0);
    for (const bad of [-1, 0.5, Number.NaN, MAX_ADVANCE_MS + 1]) expect(() => clock.advance(bad)).toThrow(/moves forward by 0 to/);
    expect(clock.now().toISOString()).toBe('2026-11-17T14:30:00.000Z');
  });
});

describe('readTestClockStart', () => {
  const site = { publicUrl: undefined, apiProcesses: 1 };

  it('is unset unless TEST_CLOCK_START names an instant', () => {
    expect(readTestClockStart({}, site)).toBeUndefined();
    expect(readTestClockStart({ TEST_CLOCK_START: ' ' }, site)).toBeUndefined();
    expect(readTestClockStart({ TEST_CLOCK_START: '2026-11-17T14:30:00Z' }, site)?.toISOString()).toBe('2026-11-17T14:30:00.000Z');
    expect(readTestClockStart({ TEST_CLOCK_START: '2026-11-17T09:30-05:00' }, site)?.toISOString()).toBe('2026-11-17T14:30:00.000Z');
    expect(readTestClockStart({ TEST_CLOCK_START: '2026-11-17T14:30:00Z' }, { publicUrl: 'http://localhost:3000', apiProcesses: 1 })).toBeDefined();
  });

  it('is not read in production', () => {
    expect(readTestClockStart({ TEST_CLOCK_START: '2026-11-17T14:30:00Z', NODE_ENV: 'production' }, site)).toBeUndefined();
  });

  it('refuses to start an https site, several processes, or an instant without its offset', () => {
    const env = { TEST_CLOCK_START: '2026-11-17T14:30:00Z' };
    expect(() => readTestClockStart(env, { publicUrl: 'https://shop.example', apiProcesses: 1 })).toThrow(/a site served over https \(PUBLIC_URL\) runs on the real clock/);
    expect(() => readTestClockStart(env, { publicUrl: undefined, apiProcesses: 2 })).toThrow(/needs API_PROCESSES=1/);
    for (const bad of ['2026-11-17', '2026-11-17T14:30:00', 'tomorrow', '2026-13-45T99:00:00Z']) {
      expect(() => readTestClockStart({ TEST_CLOCK_START: bad }, site)).toThrow(/TEST_CLOCK_START must be an ISO 8601 instant with its offset/);
    }
  });
});

describe('readConfig and TEST_CLOCK_START', () => {
  it('carries the instant, and refuses it on an https site', () => {
    expect(readConfig({}).testClockStart).toBeUndefined();
    expect(readConfig({ TEST_CLOCK_START: '2026-11-17T14:30:00Z' }).testClockStart).toEqual(new Date('2026-11-17T14:30:00Z'));
    expect(() => readConfig({ TEST_CLOCK_START: '2026-11-17T14:30:00Z', PUBLIC_URL: 'https://shop.example' })).toThrow(/runs on the real clock/);
    expect(readConfig({ TEST_CLOCK_START: '2026-11-17T14:30:00Z', NODE_ENV: 'production' }).testClockStart).toBeUndefined();
  });
});
