import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createEmptyDatabase } from '../../test-support/test-database';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { insertBareJob } from '../../test-support/migration-rows';

/** 0033: payments have a kind (the job's own charge by default); a tip is one payment, once per job and key. */
let database: DatabaseHandle;
let customer: string;
let provider: string;
let job: string;

beforeAll(async () => {
  database = await createEmptyDatabase();
  await migrateToLatest(database.db);
  ({ customer, provider, job } = await insertBareJob(database.db));
}, 60_000);
afterAll(() => database.close());

const payment = async (kind?: string) => {
  const reference = `ch_${randomUUID()}`;
  const columns = kind === undefined ? sql`` : sql`, kind`;
  const value = kind === undefined ? sql`` : sql`, ${kind}`;
  return (
    await sql<{ id: string; kind: string }>`insert into payments (job_id, market_id, customer_id, currency, authorised_minor, status, gateway_reference, card_brand, card_last4${columns})
      values (${job}, 'nyc', ${customer}, 'USD', 500, 'authorized', ${reference}, 'Visa', '4242'${value}) returning id, kind`.execute(database.db)
  ).rows[0]!;
};
const tip = (paymentId: string, key: string) =>
  sql`insert into tips (job_id, payment_id, market_id, customer_id, provider_id, currency, amount_minor, idempotency_key) values (${job}, ${paymentId}, 'nyc', ${customer}, ${provider}, 'USD', 500, ${key})`.execute(database.db);

it('makes every payment the job’s own charge unless it says it is a tip, and no third kind', async () => {
  expect((await payment()).kind).toBe('job');
  expect((await payment('tip')).kind).toBe('tip');
  await expect(payment('gift')).rejects.toThrow(/check constraint|violates/);
});

it('records a tip once per job and key, and a payment as one tip at most', async () => {
  const key = randomUUID();
  const first = await payment('tip');
  await tip(first.id, key);
  await expect(tip((await payment('tip')).id, key)).rejects.toThrow(/duplicate key|unique/);
  await expect(tip(first.id, randomUUID())).rejects.toThrow(/duplicate key|unique/);
  await expect(sql`update tips set amount_minor = 0`.execute(database.db)).rejects.toThrow(/check constraint|violates/);
});
