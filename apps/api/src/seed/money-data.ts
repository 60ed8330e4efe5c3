import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { payAsBooked, createTestGateway } from '../modules/payments';
import { demoAccount } from './demo-accounts';

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
  return jobs.length;
}
