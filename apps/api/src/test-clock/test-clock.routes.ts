import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import type { TestClock } from './test-clock';

/** The test clock's own path: outside the contract and OpenAPI, and only where TEST_CLOCK_START is set. */
export const TEST_CLOCK_PATH = '/api/test-clock';

/** What a test world may make happen at once that the queue's real-time cron would do later. */
export interface TestClockHooks {
  /** The weekly payout batch (docs/payments.md, "Payouts"), the same one the Monday 06:00 UTC cron runs. */
  runPayoutBatch: () => Promise<unknown>;
}

/**
 * `GET /api/test-clock` answers `{ now }`; `POST /api/test-clock/advance` with `{ ms }` moves the
 * clock forward, then `afterMove` lets the queue's minute sweeps run at once (what became due
 * happens, as it would within the minute had the time really passed), and answers the new `{ now }`.
 * The e2e harness (e2e/support/clock.ts) reads it to start each browser at the same instant.
 * `POST /api/test-clock/payout-batch` runs the weekly payout batch now and answers its counts: the
 * batch is on the queue's cron, which runs on the machine's time, not the test clock's, so a spec
 * that must see a batch (e2e problems.spec: held earnings skipped, paid after release) asks for one.
 */
export function registerTestClockRoutes(app: FastifyInstance, clock: TestClock, afterMove: () => Promise<void>, hooks: TestClockHooks): void {
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
  app.post(`${TEST_CLOCK_PATH}/payout-batch`, { schema: { hide: true } }, async () => hooks.runPayoutBatch());
}
