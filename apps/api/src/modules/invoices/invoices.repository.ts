import { type LanguageCode, moneyLimits } from '@marketplace/contracts';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, InvoicesTable } from '../../db/schema';

export type InvoiceRow = Selectable<InvoicesTable>;

/**
 * The next number of a market's series, taken inside the caller's transaction: the sequence
 * row stays locked until it commits, so numbers are handed out in commit order, and a rollback
 * gives the number back. No gaps, no duplicates (unique (market_id, number) backs it up).
 */
export async function nextDocumentNumber(trx: Kysely<Database>, marketId: string, series: 'invoice' | 'credit_note'): Promise<number> {
  const row = await trx
    .insertInto('document_sequences')
    .values({ market_id: marketId, series, last_number: 1 })
    .onConflict((conflict) => conflict.columns(['market_id', 'series']).doUpdateSet((eb) => ({ last_number: eb('document_sequences.last_number', '+', 1) })))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export async function findInvoice(db: Kysely<Database>, invoiceId: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirst();
}

/** The job's invoice (one per job: its total, or its cancellation fee). */
export async function findJobInvoice(db: Kysely<Database>, jobId: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('job_id', '=', jobId).executeTakeFirst();
}

export async function insertInvoice(trx: Kysely<Database>, invoice: Insertable<InvoicesTable>): Promise<InvoiceRow> {
  return trx.insertInto('invoices').values(invoice).returningAll().executeTakeFirstOrThrow();
}

/** The job's open invoice is paid (a capture was recorded); a paid one stays as it was. */
export async function markJobInvoicePaid(trx: Kysely<Database>, jobId: string, at: Date): Promise<void> {
  await trx.updateTable('invoices').set({ status: 'paid', paid_at: at }).where('job_id', '=', jobId).where('status', '=', 'open').execute();
}

/** The job's succeeded refunds, by credit note number: its invoice's credit notes. */
export async function listCreditNoteRows(db: Kysely<Database>, jobId: string) {
  return db
    .selectFrom('refunds')
    .select(['market_id', 'credit_note_number', 'amount_minor', 'reason', 'completed_at', 'created_at'])
    .where('job_id', '=', jobId)
    .where('status', '=', 'succeeded')
    // A tip's refund has none: a tip is not on the invoice (docs/payments.md, "Tips").
    .where('credit_note_number', 'is not', null)
    .orderBy('credit_note_number')
    .limit(moneyLimits.creditNotes)
    .execute();
}

/** The account's name and email as they are (deleted or not): whom an invoice without its own copy is billed to. */
export async function findBilledAccount(db: Kysely<Database>, userId: string): Promise<{ name: string; email: string } | undefined> {
  return db.selectFrom('users').select(['name', 'email']).where('id', '=', userId).executeTakeFirst();
}

/** The language a person chose (null: none yet), whom documents addressed to them are written in. */
export async function findLanguageOf(db: Kysely<Database>, userId: string): Promise<LanguageCode | null> {
  return (await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst())?.language ?? null;
}
