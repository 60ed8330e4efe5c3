import type { AppConfig } from '../config';
import { installQueues, executorFor } from '../modules/queue';
import { seedMoney } from '../seed/money-data';
import { seedPlanVisits } from '../seed/plan-data';
import { seedNewDatabase, type SeedOptions, type SeedSummary } from '../seed/seed';
import { countMarkets } from '../seed/seed.repository';
import type { DatabaseHandle } from './database';
import { migrateToLatest, withPrepareLock } from './migrate';

export interface PrepareResult {
  applied: string[];
  seeded: SeedSummary | null;
}

export type PrepareOptions = { seed: false } | ({ seed: true } & SeedOptions);

/** What a new database gets under this configuration: SEED and DEMO_DATA (docs/accounts.md), seeded at TEST_CLOCK_START when set. */
export function prepareOptionsFor(config: AppConfig): PrepareOptions {
  return config.seed ? { seed: true, demo: config.demoData, passwordHashing: config.passwordHashing, ...(config.testClockStart ? { now: config.testClockStart } : {}) } : { seed: false };
}

/**
 * Brings a database up to date at start: pending migrations, the job queue's tables and
 * queues, then the seed when the database is new (no markets yet). Safe to run again, and from several processes at once.
 */
export async function prepareDatabase(handle: DatabaseHandle, options: PrepareOptions): Promise<PrepareResult> {
  return withPrepareLock(handle, async (db) => {
    const applied = await migrateToLatest(db);
    // pg-boss's tables and every queue, so a message can be sent from the first request on.
    await installQueues(executorFor(handle, db));
    const seeded = options.seed && (await countMarkets(db)) === 0 ? await seedNewDatabase(db, options) : null;
    // Through the gateway's own transactions, so after the seed's; then the demo plan's visits, as its generator makes them.
    if (seeded?.demoAccounts) {
      await seedMoney(db);
      await seedPlanVisits(db, seeded.seededAt);
    }
    return { applied, seeded };
  });
}
