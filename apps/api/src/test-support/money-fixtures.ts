import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { freeStartsOf, placeBody } from './job-fixtures';
import { apiCall, type TestApp } from './test-app';

const DAY_MS = 24 * 3_600_000;
export const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

/**
 * Books a job through the API as the customer would (hold, then place with the card), at the
 * provider's first free start at least `afterDays` ahead. Answers the place request's response.
 */
export async function bookThroughApi(t: TestApp, cookie: string, providerId: string, options: { paymentMethod?: string; afterDays?: number; now?: Date } = {}) {
  const after = (options.now ?? new Date()).getTime() + (options.afterDays ?? 10) * DAY_MS;
  const [start] = (await freeStartsOf(t, 'nyc', providerId, cleaning, options.now)).filter((candidate) => candidate.getTime() > after);
  const hold = await apiCall(t, 'POST', '/api/holds', { cookie, body: { marketId: 'nyc', providerId, start: start!.toISOString(), services: cleaning } });
  if (hold.statusCode !== 201) throw new Error(`hold: ${hold.statusCode} ${hold.body}`);
  const holdId = hold.json().hold.id as string;
  const key = randomUUID();
  const placed = await apiCall(t, 'POST', '/api/jobs', { cookie, body: placeBody(holdId, key, options.paymentMethod ? { paymentMethod: options.paymentMethod } : {}) });
  return { placed, holdId, key, start: start! };
}

/**
 * The ledger's own invariants, for tests until the full reconciliation runs: every transaction
 * sums to zero, and each payment's captured − refunded equals the gateway's.
 */
export async function ledgerProblems(db: Kysely<Database>): Promise<string[]> {
  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select(['transaction_id', sql<number>`cast(sum(amount_minor) as bigint)`.as('total')])
    .groupBy('transaction_id')
    .having(sql`sum(amount_minor)`, '<>', 0)
    .execute();
  const payments = await db
    .selectFrom('payments as p')
    .innerJoin('test_gateway_charges as c', 'c.id', 'p.gateway_reference')
    .select(['p.id', 'c.captured_minor', 'c.refunded_minor'])
    .select((eb) =>
      eb
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
        .select(sql<number>`cast(coalesce(sum(e.amount_minor), 0) as bigint)`.as('net'))
        .whereRef('t.payment_id', '=', 'p.id')
        .where('e.account', '=', 'gateway_clearing')
        .as('ledger_net'),
    )
    .execute();
  return [
    ...unbalanced.map((row) => `transaction ${row.transaction_id} sums to ${row.total}`),
    ...payments
      .filter((row) => Number(row.ledger_net ?? 0) !== row.captured_minor - row.refunded_minor)
      .map((row) => `payment ${row.id}: ledger ${row.ledger_net}, gateway ${row.captured_minor - row.refunded_minor}`),
  ];
}
