import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Deleting an account (docs/account-page.md). An invoice reads who it is addressed to from its
 * job; deleting the customer's account erases the job's contact and street address, so the
 * invoice keeps its own copy first: the name and address printed on it, kept with the invoice
 * for as long as tax law requires. Null: read from the job, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [`alter table invoices add column billed_to jsonb`]);
}
