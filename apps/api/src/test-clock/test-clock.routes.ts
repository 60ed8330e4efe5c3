import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import type { TestClock } from './test-clock';

/** The test clock's own path: outside the contract and OpenAPI, and only where TEST_CLOCK_START is set. */
export const TEST_CLOCK_PATH = '/api/test-clock';

/**
 * `GET /api/test-clock` answers `{ now }`; `POST /api/test-clock/advance` with `{ ms }` moves the
 * clock forward, then `afterMove` lets the queue's minute sweeps run at once (what became due
 * happens, as it would within the minute had the time really passed), and answers the new `{ now }`.
 * The e2e harness (e2e/support/clock.ts) reads it to start each browser at the same instant.
 */
export function registerTestClockRoutes(app: FastifyInstance, clock: TestClock, afterMove: () => Promise<void>): void {
  app.get(TEST_CLOCK_PATH, { schema: { hide: true } }, async () => ({ now: clock.now().toISOString() }));
  app.post(`${TEST_CLOCK_PATH}/advance`, { schema: { hide: true } }, async (request) => {
    const ms = (request.body as { ms?: unknown } | undefined)?.ms;
    let now: Date;
    try {
      now = clock.advance(typeof ms === 'number' ? ms : Number.NaN);
    } catch (error) {
      throw AppError.validation({ ms: [(error as Error).message] });
    }
    await afterMove();
    return { now: now.toISOString() };
  });
}
