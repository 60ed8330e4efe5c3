import { type Kysely, sql } from 'kysely';
import type { LanguageCode } from '@marketplace/contracts';
import type { Database } from '../../db/schema';

/* What a message says, read in the transaction of the change that causes it. */

/** A job with its market, customer and provider, as the templates name them. */
export async function findJobContextRow(db: Kysely<Database>, jobId: string) {
  return db
    .selectFrom('jobs')
    .innerJoin('markets', 'markets.id', 'jobs.market_id')
    .innerJoin('users as customer', 'customer.id', 'jobs.customer_id')
    .leftJoin('providers', 'providers.id', 'jobs.provider_id')
    .leftJoin('plans', 'plans.id', 'jobs.plan_id')
    .select([
      'plans.every_weeks as plan_every_weeks', 'jobs.plan_id',
      'jobs.id', 'jobs.market_id', 'jobs.status', 'jobs.start_at', 'jobs.end_at', 'jobs.currency', 'jobs.customer_id', 'jobs.provider_id',
      'jobs.address_line1', 'jobs.address_line2', 'jobs.address_city', 'jobs.address_postal_code',
      'markets.name as market_name', 'markets.time_zone', 'markets.language as market_language', 'customer.name as customer_name',
      'providers.display_name as provider_name', 'providers.user_id as provider_user_id',
    ])
    .where('jobs.id', '=', jobId)
    .executeTakeFirstOrThrow();
}

/**
 * The language of a provider's markets when they all share one (a payout covers several
 * markets' jobs): what a provider who never chose reads. Null when they differ or there is none.
 */
export async function providerMarketsLanguage(db: Kysely<Database>, providerId: string): Promise<LanguageCode | null> {
  const rows = await db
    .selectFrom('provider_markets')
    .innerJoin('markets', 'markets.id', 'provider_markets.market_id')
    .select('markets.language')
    .distinct()
    .where('provider_markets.provider_id', '=', providerId)
    .execute();
  return rows.length === 1 ? rows[0]!.language : null;
}

/** An invoice by its id, or the job's. */
export async function findInvoiceFacts(db: Kysely<Database>, where: { invoiceId: string } | { jobId: string }) {
  let query = db.selectFrom('invoices').select(['id', 'market_id', 'number', 'total_minor']);
  query = 'invoiceId' in where ? query.where('id', '=', where.invoiceId) : query.where('job_id', '=', where.jobId);
  return query.executeTakeFirst();
}

export async function findRefundFacts(db: Kysely<Database>, refundId: string) {
  return db.selectFrom('refunds').select(['market_id', 'credit_note_number', 'reason']).where('id', '=', refundId).executeTakeFirstOrThrow();
}

export async function findPayoutFacts(db: Kysely<Database>, payoutId: string) {
  return db.selectFrom('payouts').selectAll().where('id', '=', payoutId).executeTakeFirstOrThrow();
}

/** The jobs whose earnings a payout covers (their ledger entries carry its id). */
export async function countJobsOfPayout(db: Kysely<Database>, payoutId: string): Promise<number> {
  const { count } = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(sql<number>`count(distinct t.job_id)::int`.as('count'))
    .where('e.payout_id', '=', payoutId)
    .executeTakeFirstOrThrow();
  return count;
}

/** A waitlist entry's own random token for leaving the list (its launch email's links); undefined when the entry is gone. */
export async function findUnsubscribeToken(db: Kysely<Database>, entryId: number): Promise<string | undefined> {
  return (await db.selectFrom('waitlist_entries').select('unsubscribe_token').where('id', '=', entryId).executeTakeFirst())?.unsubscribe_token;
}
