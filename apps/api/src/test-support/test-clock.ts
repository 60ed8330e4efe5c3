import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The test world's instant: Tuesday 24 November 2026, 09:30 in New York (14:30 UTC). The
 * template database is seeded at it and every test app's clock starts at it, so a test sees
 * the same world whatever the machine's clock says (apps/api/README.md, Tests).
 *
 * Why this one: a weekday morning, so the demo providers' working day lies ahead; three weeks
 * after New York's autumn change (1 November 2026) and sixteen before its spring one (14 March
 * 2027), so a test's "ten days ahead" or "a week ago" crosses no daylight-saving switch unless it
 * means to; and far from a month's or a year's end.
 */
export const TEST_NOW = Date.parse('2026-11-24T14:30:00.000Z');

/** A clock a test can move; the app reads it through `now` (its `deps.now`). */
export interface TestClock {
  now(): Date;
  /** The clock's instant in milliseconds. */
  at(): number;
  set(at: number | Date): void;
  advance(ms: number): void;
}

export function createTestClock(start: number | Date = TEST_NOW): TestClock {
  let at = typeof start === 'number' ? start : start.getTime();
  return {
    now: () => new Date(at),
    at: () => at,
    set: (to) => {
      at = typeof to === 'number' ? to : to.getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}

/**
 * The database's own clock (SQL `now()`), which no test can move: for what the database decides
 * by it, e.g. the security log's trigger that refuses deleting rows younger than 13 months.
 */
export async function databaseNow(db: Kysely<Database>): Promise<Date> {
  return (await sql<{ now: Date }>`select now() as now`.execute(db)).rows[0]!.now;
}
