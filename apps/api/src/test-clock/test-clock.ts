/**
 * The e2e site's clock (docs/testing.md): set by TEST_CLOCK_START outside production, it starts at
 * that instant, ticks with real time, and the harness moves it forward, so the test world stands
 * at a known time whatever the machine's clock says.
 */
export interface TestClock {
  now(): Date;
  /** Moves the clock forward by `ms` (never back: what happened stays in the past); the new time. */
  advance(ms: number): Date;
}

/** The furthest one move goes: a year covers any journey a spec makes. */
export const MAX_ADVANCE_MS = 366 * 24 * 3_600_000;

export function createTestClock(start: Date, realNow: () => number = Date.now): TestClock {
  let offset = start.getTime() - realNow();
  const now = () => new Date(realNow() + offset);
  return {
    now,
    advance(ms) {
      if (!Number.isInteger(ms) || ms < 0 || ms > MAX_ADVANCE_MS) throw new RangeError(`The test clock moves forward by 0 to ${MAX_ADVANCE_MS} whole milliseconds, not ${ms}.`);
      offset += ms;
      return now();
    },
  };
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * TEST_CLOCK_START: an ISO 8601 instant with its offset (`2026-11-17T14:30:00Z`). Not read under
 * NODE_ENV=production; refused on an https PUBLIC_URL (a real site runs on the real clock) and
 * with several API processes (each would keep its own clock, and a move would reach one).
 */
export function readTestClockStart(env: NodeJS.ProcessEnv, { publicUrl, apiProcesses }: { publicUrl: string | undefined; apiProcesses: number }): Date | undefined {
  const raw = env.TEST_CLOCK_START?.trim();
  if (!raw || env.NODE_ENV === 'production') return undefined;
  if (publicUrl?.startsWith('https:')) {
    throw new Error('TEST_CLOCK_START is for test sites: a site served over https (PUBLIC_URL) runs on the real clock. Unset TEST_CLOCK_START.');
  }
  if (apiProcesses > 1) throw new Error('TEST_CLOCK_START needs API_PROCESSES=1: every process would keep its own clock.');
  if (!INSTANT.test(raw) || Number.isNaN(Date.parse(raw))) {
    throw new Error(`TEST_CLOCK_START must be an ISO 8601 instant with its offset, e.g. 2026-11-17T14:30:00Z, got "${raw}".`);
  }
  return new Date(raw);
}
