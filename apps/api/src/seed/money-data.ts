import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { payAsBooked, createTestGateway } from '../modules/payments';
import { tipAsGiven } from '../modules/tips';
import { demoAccount } from './demo-accounts';
import { providerCustomers } from './provider-job-data';

/**
 * The demo customer's and the demo provider's jobs paid as if booked through the site: each
 * authorised on the test Visa when it was booked, and every ended one settled (captured,
 * fee taken or released) when it ended, through the same gateway and ledger code as live
 * bookings, in the order they ended, so invoice numbers follow the calendar.
 */
export async function seedMoney(db: Kysely<Database>): Promise<number> {
  const gateway = createTestGateway(db);
  const jobs = await db
    .selectFrom('jobs')
    .innerJoin('users', 'users.id', 'jobs.customer_id')
    .leftJoin('providers', 'providers.id', 'jobs.provider_id')
    .leftJoin('users as provider_users', 'provider_users.id', 'providers.user_id')
    .selectAll('jobs')
    .where((eb) => eb.or([eb('users.email', '=', demoAccount('customer').email), eb('provider_users.email', '=', demoAccount('provider').email)]))
    .where('jobs.status', 'not in', ['held', 'lapsed', 'released'])
    .orderBy('jobs.updated_at')
    .execute();
  for (const job of jobs) await payAsBooked({ db, gateway, now: () => job.updated_at }, job);
  await seedDemoTips(db);
  return jobs.length;
}

/**
 * Two of the demo provider's other customers tipped her (docs/payments.md, "Tips"), two hours
 * after their jobs ended, through the same gateway and ledger code as a tip given on the site,
 * so `pnpm reconcile` finds them like any payment and the first payout takes them. The demo
 * customer's own completed job is left untipped: tipping it is theirs to try.
 */
export const demoTips = [
  { customerEmail: providerCustomers[2].email, amountMinor: 1_500 },
  { customerEmail: providerCustomers[1].email, amountMinor: 1_000 },
] as const;

async function seedDemoTips(db: Kysely<Database>): Promise<void> {
  const gateway = createTestGateway(db);
  for (const tip of demoTips) {
    const job = await db
      .selectFrom('jobs')
      .innerJoin('users', 'users.id', 'jobs.customer_id')
      .innerJoin('providers', 'providers.id', 'jobs.provider_id')
      .innerJoin('users as provider_users', 'provider_users.id', 'providers.user_id')
      .selectAll('jobs')
      .where('users.email', '=', tip.customerEmail)
      .where('provider_users.email', '=', demoAccount('provider').email)
      .where('jobs.status', '=', 'completed')
      .orderBy('jobs.start_at', 'desc')
      .executeTakeFirst();
    if (!job) continue;
    const at = new Date(job.end_at.getTime() + 2 * 3_600_000);
    await tipAsGiven({ db, gateway, now: () => at }, job, tip.amountMinor, at);
  }
}
