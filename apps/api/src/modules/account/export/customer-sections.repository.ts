import { MAX_EXPORT_RECORDS } from '@marketplace/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { documentNumber } from '../../invoices';
import { listJobServices } from '../../booking';
import { type ExportRecord, iso, jobBasics } from './export-values';

const HOLDS = ['held', 'lapsed', 'released'] as const;

/** Every job the person booked (not holds): where, when, what, for how much, and what they wrote. */
export async function customerJobsSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('jobs')
    .innerJoin('markets', 'markets.id', 'jobs.market_id')
    .leftJoin('providers', 'providers.id', 'jobs.provider_id')
    .selectAll('jobs')
    .select(['markets.name as market_name', 'markets.time_zone', 'providers.display_name as provider_name'])
    .where('jobs.customer_id', '=', userId)
    .where('jobs.status', 'not in', HOLDS)
    .orderBy('jobs.start_at', 'desc')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
  const services = await listJobServices(db, rows.map((row) => row.id), 'en');
  return rows.map((row) => ({
    ...jobBasics(row, services),
    provider: row.provider_name,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    postalCode: row.address_postal_code,
    city: row.address_city,
    descriptionHtml: row.description_html,
    accessNotes: row.access_notes,
    size: row.size,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    currency: row.currency,
    subtotalMinor: row.subtotal_minor,
    serviceFeeMinor: row.service_fee_minor,
    taxMinor: row.tax_minor,
    totalMinor: row.total_minor,
    freeCancellationUntil: iso(row.free_cancellation_until),
    cancellationFeeMinor: row.cancellation_fee_minor,
    bookedAt: iso(row.created_at),
  }));
}

/** Each step of those jobs: when, from what to what, by which side, and the reason given. */
export async function jobTimelineSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('job_events')
    .innerJoin('jobs', 'jobs.id', 'job_events.job_id')
    .select(['job_events.job_id', 'job_events.at', 'job_events.from_status', 'job_events.to_status', 'job_events.actor_role', 'job_events.reason'])
    .where('jobs.customer_id', '=', userId)
    .orderBy('job_events.job_id')
    .orderBy('job_events.at')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
  return rows.map((row) => ({ jobId: row.job_id, at: iso(row.at), from: row.from_status, to: row.to_status, by: row.actor_role, reason: row.reason }));
}

export async function paymentsSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await db.selectFrom('payments').selectAll().where('customer_id', '=', userId).orderBy('created_at').limit(MAX_EXPORT_RECORDS).execute();
  return rows.map((row) => ({
    jobId: row.job_id,
    // `tip`: a tip given for the job (docs/payments.md, "Tips"); `job`: the job's own charge.
    for: row.kind,
    status: row.status,
    currency: row.currency,
    authorisedMinor: row.authorised_minor,
    card: `${row.card_brand} ending ${row.card_last4}`,
    failure: row.failure_message,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}

export async function invoicesSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('invoices')
    .innerJoin('jobs', 'jobs.id', 'invoices.job_id')
    .selectAll('invoices')
    .where('jobs.customer_id', '=', userId)
    .orderBy('invoices.issued_at')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
  return rows.map((row) => ({
    number: documentNumber(row.market_id, 'invoice', row.number),
    jobId: row.job_id,
    kind: row.kind,
    status: row.status,
    lines: row.lines.map((line) => `${line.description}: ${line.amountMinor}`).join('; '),
    currency: row.currency,
    subtotalMinor: row.subtotal_minor,
    serviceFeeMinor: row.service_fee_minor,
    taxMinor: row.tax_minor,
    totalMinor: row.total_minor,
    issuedAt: iso(row.issued_at),
    paidAt: iso(row.paid_at),
  }));
}

/** Refunds of the person's jobs, with their credit notes. */
export async function refundsSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('refunds')
    .innerJoin('jobs', 'jobs.id', 'refunds.job_id')
    .selectAll('refunds')
    .select('jobs.currency')
    .where('jobs.customer_id', '=', userId)
    .orderBy('refunds.created_at')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
  return rows.map((row) => ({
    jobId: row.job_id,
    creditNote: row.credit_note_number === null ? null : documentNumber(row.market_id, 'credit_note', row.credit_note_number),
    currency: row.currency,
    amountMinor: row.amount_minor,
    reason: row.reason,
    status: row.status,
    createdAt: iso(row.created_at),
    completedAt: iso(row.completed_at),
  }));
}

export async function reviewsSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('reviews')
    .innerJoin('jobs', 'jobs.id', 'reviews.job_id')
    .select(['reviews.job_id', 'reviews.rating', 'reviews.comment', 'reviews.created_at'])
    .where('jobs.customer_id', '=', userId)
    .orderBy('reviews.created_at')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
  return rows.map((row) => ({ jobId: row.job_id, rating: row.rating, comment: row.comment, createdAt: iso(row.created_at) }));
}

/**
 * The photos of the person's jobs and those they added as a provider (docs/job-photos.md): which
 * job, before or after, when, and whether they added it. Like the profile picture, the export
 * names them without their bytes: each is on the job's page for as long as the job is theirs.
 */
export async function jobPhotosSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('job_photos')
    .innerJoin('jobs', 'jobs.id', 'job_photos.job_id')
    .select(['job_photos.job_id', 'job_photos.kind', 'job_photos.created_at', 'job_photos.added_by_user_id'])
    .where((where) => where.or([where('jobs.customer_id', '=', userId), where('job_photos.added_by_user_id', '=', userId)]))
    .orderBy('job_photos.job_id')
    .orderBy('job_photos.created_at')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
  return rows.map((row) => ({ jobId: row.job_id, kind: row.kind, addedAt: iso(row.created_at), addedByYou: row.added_by_user_id === userId }));
}

/**
 * What the person wrote in problem cases (docs/problems.md), as the customer who reported or the
 * provider who answered: one record per step they wrote, the report itself with its reason and
 * the number of photos they added (named without their bytes, like job photos).
 */
export async function problemReportsSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('problem_steps')
    .innerJoin('problem_cases', 'problem_cases.id', 'problem_steps.problem_id')
    .select((eb) => [
      'problem_cases.job_id',
      'problem_cases.reason',
      'problem_steps.problem_id',
      'problem_steps.kind',
      'problem_steps.body',
      'problem_steps.at',
      eb.selectFrom('problem_photos').select(sql<number>`count(*)::int`.as('n')).whereRef('problem_photos.problem_id', '=', 'problem_steps.problem_id').where('problem_photos.uploaded_by', '=', userId).as('photos'),
    ])
    .where('problem_steps.actor_user_id', '=', userId)
    .orderBy('problem_steps.at')
    .orderBy('problem_steps.seq')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
  return rows.map((row) => ({
    jobId: row.job_id,
    caseId: row.problem_id,
    step: row.kind,
    text: row.body,
    at: iso(row.at),
    ...(row.kind === 'opened' ? { reason: row.reason, photosYouAdded: Number(row.photos ?? 0) } : {}),
  }));
}
