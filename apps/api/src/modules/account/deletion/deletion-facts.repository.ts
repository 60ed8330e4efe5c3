import { type LanguageCode, MAX_DELETION_JOBS } from '@marketplace/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { intlFor } from '../../../i18n/intl';
import { documentNumber } from '../../invoices';
import { listJobServices } from '../../booking';
import { servicesText } from '../../notifications';
import { listBalances } from '../../payouts';
import type { OpenJob } from './deletion-rules';

const OPEN = ['requested', 'confirmed', 'unassigned', 'in_progress'] as const;

/** The person's open jobs: booked as the customer, and done as the provider (`providerId`); their services named in `language`. */
export async function listOpenJobs(db: Kysely<Database>, userId: string, providerId: string | null, language: LanguageCode): Promise<OpenJob[]> {
  const rows = await db
    .selectFrom('jobs')
    .innerJoin('markets', 'markets.id', 'jobs.market_id')
    .select([
      'jobs.id',
      'jobs.customer_id',
      'jobs.status',
      'jobs.start_at',
      'jobs.currency',
      'jobs.total_minor',
      'jobs.free_cancellation_until',
      'jobs.cancellation_fee_bps',
      'markets.time_zone',
    ])
    .where('jobs.status', 'in', OPEN)
    .where((eb) => eb.or([eb('jobs.customer_id', '=', userId), ...(providerId ? [eb('jobs.provider_id', '=', providerId)] : [])]))
    .orderBy('jobs.start_at')
    .limit(MAX_DELETION_JOBS)
    .execute();
  const services = await listJobServices(db, rows.map((row) => row.id), language);
  return rows.map((row) => ({
    id: row.id,
    side: row.customer_id === userId ? 'customer' : 'provider',
    status: row.status as OpenJob['status'],
    start: row.start_at,
    timeZone: row.time_zone,
    currency: row.currency,
    services: servicesText(intlFor(language), services.filter((line) => line.job_id === row.id)),
    totalMinor: row.total_minor,
    freeUntil: row.free_cancellation_until,
    cancellationFeeBps: row.cancellation_fee_bps,
  }));
}

/** A provider's earnings not paid out yet (waiting for the weekly batch, or in a payout on its way). */
export async function listUnpaidEarnings(db: Kysely<Database>, providerId: string | null) {
  if (!providerId) return [];
  const balances = await listBalances(db, providerId, 20);
  return balances.map((balance) => ({ currency: balance.currency, amountMinor: balance.payableMinor + balance.pendingMinor })).filter((owed) => owed.amountMinor > 0);
}

/** Invoices of the customer's jobs that are not paid yet. */
export async function listUnpaidInvoices(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('invoices')
    .innerJoin('jobs', 'jobs.id', 'invoices.job_id')
    .select(['invoices.job_id', 'invoices.market_id', 'invoices.number', 'invoices.total_minor', 'invoices.currency'])
    .where('jobs.customer_id', '=', userId)
    .where('invoices.status', '=', 'open')
    .orderBy('invoices.issued_at')
    .limit(MAX_DELETION_JOBS)
    .execute();
  return rows.map((row) => ({ jobId: row.job_id, number: documentNumber(row.market_id, 'invoice', row.number), totalMinor: row.total_minor, currency: row.currency }));
}

/** The person's jobs, as the customer or the provider, with a problem case not resolved yet (docs/problems.md). */
export async function listOpenProblemJobs(db: Kysely<Database>, userId: string, providerId: string | null): Promise<string[]> {
  const rows = await db
    .selectFrom('problem_cases')
    .innerJoin('jobs', 'jobs.id', 'problem_cases.job_id')
    .select('problem_cases.job_id')
    .where('problem_cases.status', '<>', 'resolved')
    .where((where) => (providerId ? where.or([where('jobs.customer_id', '=', userId), where('problem_cases.provider_id', '=', providerId)]) : where('jobs.customer_id', '=', userId)))
    .orderBy('problem_cases.opened_at')
    .limit(MAX_DELETION_JOBS)
    .execute();
  return rows.map((row) => row.job_id);
}

/** True when the user is an admin and no other account (not deleted) is. */
export async function isLastAdmin(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select([
      sql<number>`count(*) filter (where id = ${userId})::int`.as('self'),
      sql<number>`count(*) filter (where id <> ${userId})::int`.as('others'),
    ])
    .where(sql<boolean>`'admin' = any(roles)`)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.self > 0 && row.others === 0;
}
