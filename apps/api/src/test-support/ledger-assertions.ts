import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { reconcile, type ReconcileReport } from '../modules/reconciliation/reconcile';
import { createTestGateway } from '../modules/payments/test-gateway';
import type { TestApp } from './test-app';

/**
 * Runs the reconciliation over the test database and expects nothing to disagree. The
 * database is shared by every test of a file, so this checks the whole of it (every earlier
 * scenario must still reconcile too); a payout in flight is not a problem, and a test that
 * breaks the ledger on purpose does it inside `withinRolledBack` so later tests never see it.
 * A queue worker a test started may still be between the gateway's answer and its own commit:
 * a disagreement is looked at again for up to two seconds before it fails the test.
 */
export async function expectReconciled(t: Pick<TestApp, 'db'>): Promise<ReconcileReport> {
  const gateway = createTestGateway(t.db);
  let report = await reconcile(t.db, gateway);
  for (let attempt = 0; !report.ok && attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    report = await reconcile(t.db, gateway);
  }
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
  return report;
}

class RolledBack extends Error {}

/** Runs `change` inside a transaction that is always rolled back, and returns what it returned. */
export async function withinRolledBack<T>(db: Kysely<Database>, change: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      result = await change(trx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result as T;
}
