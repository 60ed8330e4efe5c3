import { installQueues } from '../modules/queue/job-queue';
import { executorFor } from '../modules/queue/sql-executor';
import { seedMoney } from '../seed/money-data';
import { seedDemoData, type SeedOptions, type SeedSummary } from '../seed/seed';
import { countMarkets } from '../seed/seed.repository';
import type { DatabaseHandle } from './database';
import { migrateToLatest, withPrepareLock } from './migrate';

export interface PrepareResult {
  applied: string[];
  seeded: SeedSummary | null;
}

/**
 * Brings a database up to date at start: pending migrations, the job queue's tables and
 * queues, then the demo data when the database is new (no markets yet). Safe to run again, and from several processes at once.
 */
export async function prepareDatabase(handle: DatabaseHandle, options: { seed: false } | ({ seed: true } & SeedOptions)): Promise<PrepareResult> {
  return withPrepareLock(handle, async (db) => {
    const applied = await migrateToLatest(db);
    // pg-boss's tables and every queue, so a message can be sent from the first request on.
    await installQueues(executorFor(handle, db));
    const seeded = options.seed && (await countMarkets(db)) === 0 ? await seedDemoData(db, options) : null;
    // Through the gateway's own transactions, so after the seed's.
    if (seeded) await seedMoney(db);
    return { applied, seeded };
  });
}
