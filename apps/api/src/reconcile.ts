import { readConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { reconcile } from './modules/reconciliation';
import { createTestGateway } from './modules/payments';

/**
 * `pnpm reconcile`: proves the ledger balances and matches the gateway's records
 * (modules/reconciliation/reconcile.ts). Prints one JSON line; exits 1 when anything disagrees.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config, (error) => console.error('database connection error', error));
  try {
    await prepareDatabase(database, { seed: false });
    const report = await reconcile(database.db, createTestGateway(database.db));
    console.log(JSON.stringify(report));
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Reconciliation could not run:', error);
  process.exit(2);
});
