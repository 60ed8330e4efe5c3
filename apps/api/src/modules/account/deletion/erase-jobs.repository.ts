import type { Kysely } from 'kysely';
import type { InvoiceBilledTo } from '../../../db/money-schema';
import type { Database } from '../../../db/schema';

/** What a deleted customer's jobs are called from now on, where a name must stand. */
export const FORMER_CUSTOMER = 'Former customer';

/**
 * Each invoice of the customer's jobs keeps its own copy of the name and address it prints
 * before the job's copy is erased: the invoice is kept 10 years, the job's personal text not.
 */
export async function copyBilledToOntoInvoices(trx: Kysely<Database>, userId: string): Promise<void> {
  const rows = await trx
    .selectFrom('invoices')
    .innerJoin('jobs', 'jobs.id', 'invoices.job_id')
    .innerJoin('users', 'users.id', 'jobs.customer_id')
    .select(['invoices.id', 'jobs.contact_name', 'users.name', 'jobs.address_line1', 'jobs.address_line2', 'jobs.address_postal_code', 'jobs.address_city'])
    .where('jobs.customer_id', '=', userId)
    .where('invoices.billed_to', 'is', null)
    .execute();
  for (const row of rows) {
    const billedTo: InvoiceBilledTo = {
      name: (row.contact_name || row.name).slice(0, 100),
      street: [row.address_line1, row.address_line2].filter((line): line is string => Boolean(line)).map((line) => line.slice(0, 120)),
      area: [row.address_postal_code, row.address_city].filter(Boolean).join(' ').slice(0, 120),
    };
    await trx.updateTable('invoices').set({ billed_to: JSON.stringify(billedTo) }).where('id', '=', row.id).execute();
  }
}

/**
 * The personal text of the customer's jobs: street address, description, access notes and the
 * contact's name, email and phone. The postal code and city stay (the area, for the market's
 * statistics); so do the services, times, prices and timeline. Holds are given back.
 */
export async function eraseCustomerJobs(trx: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await trx.updateTable('jobs').set({ status: 'released', updated_at: now }).where('customer_id', '=', userId).where('status', '=', 'held').execute();
  await trx
    .updateTable('jobs')
    // Booked jobs must keep these columns non-null (migration 0005): empty, not null.
    .set({ address_line1: '', address_line2: null, description_html: '', access_notes: null, contact_name: FORMER_CUSTOMER, contact_email: '', contact_phone: '', updated_at: now })
    .where('customer_id', '=', userId)
    .where('status', 'not in', ['held', 'lapsed', 'released'])
    .execute();
}

/**
 * What the person wrote on jobs: their reasons on timelines (a cancellation's, a decline's;
 * `keepReason` is the site's own) and a provider's private notes.
 */
export async function eraseWrittenText(trx: Kysely<Database>, userId: string, keepReason: string): Promise<void> {
  await trx.updateTable('job_events').set({ reason: null }).where('actor_user_id', '=', userId).where('reason', 'is not', null).where('reason', '<>', keepReason).execute();
  await trx.deleteFrom('job_notes').where('author_user_id', '=', userId).execute();
}

/**
 * The customer's recurring plans end before their future visits are cancelled (docs/repeat-business.md):
 * no visit is made for them any more. The plans themselves stay (the market's counts), emptied below.
 */
export async function endPlansOf(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db.updateTable('plans').set({ status: 'ended', ended_at: now, paused_at: null, updated_at: now }).where('customer_id', '=', userId).where('status', '<>', 'ended').execute();
}

/** The personal text of the customer's plans, as of their jobs (the area and the rhythm stay), and the card they were charged on. */
export async function erasePlans(trx: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await trx
    .updateTable('plans')
    .set({ address_line1: '', address_line2: null, description_html: '', access_notes: null, contact_name: FORMER_CUSTOMER, contact_email: '', contact_phone: '', payment_method_id: 'erased', card_brand: null, card_last4: null, updated_at: now })
    .where('customer_id', '=', userId)
    .execute();
}

/**
 * The photos of the customer's jobs show their home (docs/job-photos.md): deleted with the
 * account, as a provider's picture is. Answers their pictures' keys, whose files go once committed.
 */
export async function deleteCustomerJobPhotos(trx: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await trx
    .deleteFrom('job_photos')
    .where('job_id', 'in', (jobs) => jobs.selectFrom('jobs').select('id').where('customer_id', '=', userId))
    .returning('picture_key')
    .execute();
  return [...new Set(rows.map((row) => row.picture_key))];
}

/**
 * The photos the customer added to problem reports show their home too (docs/problems.md):
 * deleted with the account. Answers their pictures' keys, whose files go once committed.
 */
export async function deleteCustomerProblemPhotos(trx: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await trx.deleteFrom('problem_photos').where('uploaded_by', '=', userId).returning('picture_key').execute();
  return [...new Set(rows.map((row) => row.picture_key))];
}
