import type { LanguageCode } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { serviceNameIn } from '../../db/service-texts';
import type { ProviderApplicationStatus } from '../../db/supply-schema';

/** An application with what the review shows of its applicant (name, email, whether the phone is verified). */
const reviewColumns = [
  'provider_applications.id',
  'provider_applications.user_id',
  'provider_applications.market_id',
  'provider_applications.status',
  'provider_applications.service_ids',
  'provider_applications.display_name',
  'provider_applications.experience_years',
  'provider_applications.about_html',
  'provider_applications.picture_path',
  'provider_applications.identity_status',
  'provider_applications.payout_account_reference',
  'provider_applications.payout_account_last4',
  'provider_applications.terms_version',
  'provider_applications.submitted_at',
  'provider_applications.decided_at',
  'provider_applications.decision_reason',
  'provider_applications.provider_id',
  'users.name as applicant_name',
  'users.email as applicant_email',
  'users.phone_verified_at',
] as const;

const withApplicant = (db: Kysely<Database>) => db.selectFrom('provider_applications').innerJoin('users', 'users.id', 'provider_applications.user_id');

export type ReviewRow = Awaited<ReturnType<typeof findApplication>> & object;

/** One market's applications in one state, oldest submitted first (the queue's order), a page at a time. */
export async function listApplications(db: Kysely<Database>, marketId: string, status: ProviderApplicationStatus, page: { limit: number; offset: number }) {
  const base = withApplicant(db).where('provider_applications.market_id', '=', marketId).where('provider_applications.status', '=', status);
  const [rows, count] = await Promise.all([
    base.select(reviewColumns).orderBy('provider_applications.submitted_at', 'asc').orderBy('provider_applications.id').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findApplication(db: Kysely<Database>, applicationId: string) {
  return withApplicant(db).select(reviewColumns).where('provider_applications.id', '=', applicationId).executeTakeFirst();
}

/** The services' names as a reader of `language` reads them (migration 0031). */
export async function listServiceNames(db: Kysely<Database>, serviceIds: string[], language: LanguageCode): Promise<Map<string, string>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db.selectFrom('services').select(['id', serviceNameIn(language).as('name')]).where('id', 'in', serviceIds).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The application's events, oldest first, with the actor's name as the account has it now. */
export async function listApplicationEvents(db: Kysely<Database>, applicationId: string) {
  return db
    .selectFrom('provider_application_events')
    .leftJoin('users', 'users.id', 'provider_application_events.actor_user_id')
    .select(['provider_application_events.at', 'provider_application_events.actor_role', 'provider_application_events.action', 'provider_application_events.reason', 'users.name as actor_name'])
    .where('provider_application_events.application_id', '=', applicationId)
    .orderBy('provider_application_events.at')
    .orderBy('provider_application_events.id')
    .execute();
}

/**
 * The decision, only if the application still waits: of two managers deciding at once, the
 * first update wins and the second finds no waiting row (undefined).
 */
export async function decideIfWaiting(
  trx: Kysely<Database>,
  applicationId: string,
  decision: { status: ProviderApplicationStatus; at: Date; reason: string | null; providerId?: string },
) {
  return trx
    .updateTable('provider_applications')
    .set({ status: decision.status, decided_at: decision.at, updated_at: decision.at, decision_reason: decision.reason, ...(decision.providerId ? { provider_id: decision.providerId } : {}) })
    .where('id', '=', applicationId)
    .where('status', '=', 'submitted')
    .returning(['id'])
    .executeTakeFirst();
}

export async function insertApplicationEvent(
  trx: Kysely<Database>,
  event: { applicationId: string; at: Date; actorUserId: string; actorRole: 'manager' | 'admin'; action: 'approved' | 'rejected' | 'changes_requested'; reason: string | null },
): Promise<void> {
  await trx
    .insertInto('provider_application_events')
    .values({ application_id: event.applicationId, at: event.at, actor_user_id: event.actorUserId, actor_role: event.actorRole, action: event.action, reason: event.reason })
    .execute();
}
