import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { defaultRateLimits } from '../config';
import { insertPaidJob, type PaidJob } from './paid-job-fixtures';
import { clearBlockingJobs, userIdOf } from './job-fixtures';
import { apiCall, createTestApp, loginAs, providerIdOf, type TestApp } from './test-app';
import { TEST_NOW } from './test-clock';

const HOUR_MS = 3_600_000;

/** Tips counted per hour generously: a test file tips far more often than a person (the limit's own test sets it). */
export const generousTipLimits = { ...defaultRateLimits, tipPerUser: { limit: 1_000, windowSeconds: 3_600 }, tipPerAddress: { limit: 1_000, windowSeconds: 3_600 } };

let slot = 0;
/**
 * A completed job, paid, that can be tipped: it started a few days ago (each at its own hour),
 * so it was completed well within the 30 days.
 */
export function tippableJob(t: TestApp, customerId: string, providerId: string): Promise<PaidJob> {
  return insertPaidJob(t, { customerId, providerId, marketId: 'nyc', start: new Date(TEST_NOW - 3 * 24 * HOUR_MS + (slot += 1) * 3 * HOUR_MS) });
}

export const tipBody = (amountMinor: number, changes: Record<string, unknown> = {}) => ({ amountMinor, paymentMethod: 'pm_card_visa', idempotencyKey: randomUUID(), ...changes });

export const postTip = (t: TestApp, cookie: string, jobId: string, body: unknown) => apiCall(t, 'POST' as InjectOptions['method'], `/api/jobs/${jobId}/tips`, { cookie, body });
export const getTips = (t: TestApp, cookie: string, jobId: string) => apiCall(t, 'GET', `/api/jobs/${jobId}/tips`, { cookie });

/** What a tip's payment put on each ledger account (provider accounts summed), from its own transactions. */
export async function tipBalances(t: TestApp, tipId: string): Promise<Record<string, number>> {
  const rows = await t.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as lt', 'lt.id', 'e.transaction_id')
    .innerJoin('tips', 'tips.payment_id', 'lt.payment_id')
    .select(['e.account', sql<number>`cast(sum(e.amount_minor) as bigint)`.as('total')])
    .where('tips.id', '=', tipId)
    .groupBy('e.account')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.total)]).filter(([, total]) => total !== 0));
}

/** A test app where tips can be given: the demo customer and provider logged in, her past time clear. */
export async function tipTestWorld(): Promise<{ t: TestApp; customer: string; provider: string; customerId: string; maria: string }> {
  const t = await createTestApp({ rateLimits: generousTipLimits });
  const maria = await providerIdOf(t.db, 'provider@example.com');
  await clearBlockingJobs(t.db, [maria]);
  return { t, customer: await loginAs(t.app, 'customer@example.com'), provider: await loginAs(t.app, 'provider@example.com'), customerId: await userIdOf(t.db, 'customer@example.com'), maria };
}
