import { MAX_EXPORT_RECORDS } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { listJobServices } from '../../booking';
import { listEarnings, listPayouts, maskPayoutAccount } from '../../payouts';
import { firstNameOf } from '../../provider-profile';
import { formatMinutes, toRating } from '../../providers';
import { areaOf, type ExportRecord, iso, jobBasics } from './export-values';

export interface ProviderSections {
  providerProfile: ExportRecord[];
  providerMarkets: ExportRecord[];
  providerServices: ExportRecord[];
  providerAvailability: ExportRecord[];
  providerTimeOff: ExportRecord[];
  providerJobs: ExportRecord[];
  providerNotes: ExportRecord[];
  providerEarnings: ExportRecord[];
  providerPayouts: ExportRecord[];
}

async function profileRecords(db: Kysely<Database>, providerId: string): Promise<ExportRecord[]> {
  const row = await db.selectFrom('providers').selectAll().where('id', '=', providerId).executeTakeFirstOrThrow();
  const rating = toRating(row.rating_sum, row.rating_count);
  return [
    {
      providerId: row.id,
      displayName: row.display_name,
      bioHtml: row.bio_html,
      uploadedPicture: row.picture_path !== null,
      ratingAverage: rating.average,
      ratingCount: rating.count,
      payoutAccount: maskPayoutAccount(row.payout_account),
      createdAt: iso(row.created_at),
    },
  ];
}

/**
 * The jobs the person did as a provider, without the customers' contact details: their first
 * name and the area only (the rest of the job is the customer's, in the customer's own copy).
 */
async function jobRecords(db: Kysely<Database>, providerId: string): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('jobs')
    .innerJoin('markets', 'markets.id', 'jobs.market_id')
    .innerJoin('users', 'users.id', 'jobs.customer_id')
    .select(['jobs.id', 'jobs.status', 'jobs.start_at', 'jobs.end_at', 'jobs.currency', 'jobs.subtotal_minor', 'jobs.address_postal_code', 'jobs.address_city', 'jobs.contact_name', 'users.name', 'markets.name as market_name', 'markets.time_zone'])
    .where('jobs.provider_id', '=', providerId)
    .where('jobs.status', 'not in', ['held', 'lapsed', 'released'])
    .orderBy('jobs.start_at', 'desc')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
  const services = await listJobServices(db, rows.map((row) => row.id), 'en');
  return rows.map((row) => ({
    ...jobBasics(row, services),
    customerFirstName: firstNameOf(row.contact_name || row.name),
    area: areaOf(row.address_postal_code, row.address_city),
    currency: row.currency,
    subtotalMinor: row.subtotal_minor,
  }));
}

async function earningRecords(db: Kysely<Database>, providerId: string): Promise<ExportRecord[]> {
  const rows = await listEarnings(db, providerId, { offset: 0, limit: MAX_EXPORT_RECORDS });
  return rows.map((row) => ({
    jobId: row.job_id,
    market: row.market_name,
    start: iso(row.start_at),
    currency: row.currency,
    earnedMinor: row.earned,
    refundedMinor: row.refunded,
    commissionMinor: row.commission,
    payoutId: row.payout_id,
  }));
}

async function payoutRecords(db: Kysely<Database>, providerId: string): Promise<ExportRecord[]> {
  const rows = await listPayouts(db, providerId, MAX_EXPORT_RECORDS);
  return rows.map((row) => ({
    payoutId: row.id,
    periodStart: iso(row.period_start),
    periodEnd: iso(row.period_end),
    currency: row.currency,
    amountMinor: row.amount_minor,
    status: row.status,
    destination: maskPayoutAccount(row.destination),
    failure: row.failure_message,
    createdAt: iso(row.created_at),
    completedAt: iso(row.completed_at),
  }));
}

/** Everything about the person as a provider; every section empty for someone who is not one. */
export async function providerSections(db: Kysely<Database>, providerId: string | null, userId: string): Promise<ProviderSections> {
  if (!providerId) {
    return { providerProfile: [], providerMarkets: [], providerServices: [], providerAvailability: [], providerTimeOff: [], providerJobs: [], providerNotes: [], providerEarnings: [], providerPayouts: [] };
  }
  const markets = await db.selectFrom('provider_markets').innerJoin('markets', 'markets.id', 'provider_markets.market_id').select(['markets.id', 'markets.name']).where('provider_id', '=', providerId).orderBy('markets.id').execute();
  const services = await db.selectFrom('provider_services').innerJoin('services', 'services.id', 'provider_services.service_id').select(['services.id', 'services.name']).where('provider_id', '=', providerId).orderBy('services.id').execute();
  const hours = await db.selectFrom('provider_availability').selectAll().where('provider_id', '=', providerId).orderBy('weekday').orderBy('start_minute').execute();
  const timeOff = await db.selectFrom('provider_time_off').selectAll().where('provider_id', '=', providerId).orderBy('starts_at').limit(MAX_EXPORT_RECORDS).execute();
  const notes = await db.selectFrom('job_notes').select(['job_id', 'body', 'created_at']).where('author_user_id', '=', userId).orderBy('created_at').limit(MAX_EXPORT_RECORDS).execute();
  return {
    providerProfile: await profileRecords(db, providerId),
    providerMarkets: markets.map((market) => ({ marketId: market.id, market: market.name })),
    providerServices: services.map((service) => ({ serviceId: service.id, service: service.name })),
    providerAvailability: hours.map((hour) => ({ weekday: hour.weekday, start: formatMinutes(hour.start_minute), end: formatMinutes(hour.end_minute) })),
    providerTimeOff: timeOff.map((entry) => ({ start: iso(entry.starts_at), end: iso(entry.ends_at), reason: entry.reason })),
    providerJobs: await jobRecords(db, providerId),
    providerNotes: notes.map((note) => ({ jobId: note.job_id, note: note.body, createdAt: iso(note.created_at) })),
    providerEarnings: await earningRecords(db, providerId),
    providerPayouts: await payoutRecords(db, providerId),
  };
}
