import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { IdentityCheckStatus, ProviderApplicationStatus } from '../db/supply-schema';
import { createUser } from './test-app';
import { TEST_NOW } from './test-clock';

export interface FixtureApplication {
  marketId?: string;
  status?: ProviderApplicationStatus;
  identity?: IdentityCheckStatus | null;
  phoneVerified?: boolean;
  submittedAt?: Date;
  serviceIds?: string[];
  /** An existing account (default: a new one with a fresh email). */
  userId?: string;
}

/**
 * A provider application as the applicant's side leaves it, written straight into the tables
 * (the review tests do not depend on the application flow): a new account, a submitted
 * application with every check done, and its `submitted` event.
 */
export async function insertTestApplication(db: Kysely<Database>, application: FixtureApplication = {}): Promise<{ id: string; userId: string; email: string }> {
  const email = `applicant-${randomUUID().slice(0, 8)}@example.com`;
  const userId = application.userId ?? (await createUser(db, { email, name: 'Ada Applicant', roles: ['customer'] }));
  const submittedAt = application.submittedAt ?? new Date(TEST_NOW);
  if (application.phoneVerified !== false) await db.updateTable('users').set({ phone: '+1 212 555 0100', phone_verified_at: submittedAt }).where('id', '=', userId).execute();
  const status = application.status ?? 'submitted';
  const { id } = await db
    .insertInto('provider_applications')
    .values({
      user_id: userId,
      market_id: application.marketId ?? 'nyc',
      status,
      service_ids: application.serviceIds ?? ['home-cleaning'],
      display_name: 'Ada A.',
      experience_years: 6,
      about_html: '<p>Six years of cleaning flats.</p>',
      identity_status: application.identity === undefined ? 'clear' : application.identity,
      identity_reference: 'test-identity-1',
      identity_checked_at: submittedAt,
      payout_account_reference: 'test_bank_000123456789',
      payout_account_last4: '6789',
      terms_version: '2026-01',
      terms_accepted_at: submittedAt,
      submitted_at: status === 'draft' ? null : submittedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status !== 'draft') {
    await db.insertInto('provider_application_events').values({ application_id: id, at: submittedAt, actor_user_id: userId, actor_role: 'applicant', action: 'submitted', reason: null }).execute();
  }
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  return { id, userId, email: row.email };
}
