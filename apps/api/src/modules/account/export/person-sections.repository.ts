import { MAX_EXPORT_RECORDS } from '@marketplace/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { describeUserAgent } from '../../auth';
import { findAccountRow } from '../account.repository';
import { type ExportRecord, iso } from './export-values';

/** The account itself: never the password hash. */
export async function profileSection(db: Kysely<Database>, userId: string, now: Date): Promise<ExportRecord[]> {
  const account = await findAccountRow(db, userId, now);
  const user = await db
    .selectFrom('users')
    .select((eb) => [
      'roles',
      'email_verified_at',
      'phone_verified_at',
      sql<string[]>`array(${eb.selectFrom('market_managers').select('market_id').whereRef('market_managers.user_id', '=', 'users.id').orderBy('market_id')})`.as('managed'),
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!account) return [];
  return [
    {
      id: account.id,
      name: account.name,
      email: account.email,
      emailVerifiedAt: iso(user.email_verified_at),
      pendingEmail: account.pending_email ?? null,
      phone: account.phone,
      phoneVerifiedAt: iso(user.phone_verified_at),
      roles: user.roles.join(', '),
      managedMarkets: user.managed.join(', '),
      createdAt: iso(account.created_at),
    },
  ];
}

export async function consentsSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await db.selectFrom('consents').select(['kind', 'version', 'accepted_at']).where('user_id', '=', userId).orderBy('accepted_at').limit(MAX_EXPORT_RECORDS).execute();
  return rows.map((row) => ({ kind: row.kind, version: row.version, acceptedAt: iso(row.accepted_at) }));
}

/** Where the person is logged in: the device and address, never the token's hash. */
export async function sessionsSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['created_at', 'last_seen_at', 'expires_at', 'user_agent', 'address'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
  return rows.map((row) => ({
    device: describeUserAgent(row.user_agent).device,
    userAgent: row.user_agent,
    address: row.address,
    startedAt: iso(row.created_at),
    lastSeenAt: iso(row.last_seen_at),
    endsAt: iso(row.expires_at),
  }));
}

/** The security log's entries about the person (logins, password changes, refusals). */
export async function securityEventsSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('security_events')
    .select(['type', 'at', 'email', 'address', 'detail'])
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
  return rows.map((row) => ({ type: row.type, at: iso(row.at), email: row.email, address: row.address, detail: JSON.stringify(row.detail) }));
}

/** "Tell me when you come to my area" entries left with the account's email. */
export async function waitlistSection(db: Kysely<Database>, email: string): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('waitlist_entries')
    .select(['postal_code', 'created_at'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('created_at')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
  return rows.map((row) => ({ postalCode: row.postal_code, email, createdAt: iso(row.created_at) }));
}

/** The providers the person keeps as favourites (docs/repeat-business.md): each one's public name. */
export async function favouritesSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('favourite_providers')
    .innerJoin('providers', 'providers.id', 'favourite_providers.provider_id')
    .select(['providers.id', 'providers.display_name', 'favourite_providers.created_at'])
    .where('favourite_providers.user_id', '=', userId)
    .orderBy('favourite_providers.created_at')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
  return rows.map((row) => ({ providerId: row.id, provider: row.display_name, addedAt: iso(row.created_at) }));
}

/** The person's recurring plans (docs/repeat-business.md): what each visit is made of, when, with whom, on which card (brand and last four only). */
export async function plansSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('plans')
    .innerJoin('markets', 'markets.id', 'plans.market_id')
    .leftJoin('providers', 'providers.id', 'plans.provider_id')
    .selectAll('plans')
    .select(['markets.name as market_name', 'markets.time_zone', 'providers.display_name as provider_name'])
    .where('plans.customer_id', '=', userId)
    .orderBy('plans.created_at')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
  return rows.map((row) => ({
    planId: row.id,
    market: row.market_name,
    status: row.status,
    everyWeeks: row.every_weeks,
    weekday: row.weekday,
    localTime: row.local_time,
    timeZone: row.time_zone,
    provider: row.provider_name,
    services: row.services.map((line) => `${line.name} × ${line.quantity}`).join(', '),
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    postalCode: row.address_postal_code,
    city: row.address_city,
    descriptionHtml: row.description_html,
    accessNotes: row.access_notes,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    visitTotalMinor: row.total_minor,
    discountMinor: row.discount_minor,
    currency: row.currency,
    card: row.card_brand && row.card_last4 ? `${row.card_brand} ••${row.card_last4}` : null,
    createdAt: iso(row.created_at),
    pausedAt: iso(row.paused_at),
    endedAt: iso(row.ended_at),
  }));
}

/** Every message to the person (email, text, the bell), newest first. */
export async function listMessagesTo(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['event', 'channel', 'recipient', 'status', 'payload', 'created_at', 'sent_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
}

/** What the person wrote in jobs' conversations (docs/conversations.md): the job, as which side, the text as written and how many photos. */
export async function jobMessagesSection(db: Kysely<Database>, userId: string): Promise<ExportRecord[]> {
  const rows = await db
    .selectFrom('job_messages')
    .select(['job_messages.id', 'job_messages.job_id', 'job_messages.author_side', 'job_messages.body', 'job_messages.created_at'])
    .select((eb) => eb.selectFrom('job_message_photos').select(eb.fn.countAll<string>().as('count')).whereRef('job_message_photos.message_id', '=', 'job_messages.id').as('photos'))
    .where('job_messages.author_user_id', '=', userId)
    .orderBy('job_messages.created_at')
    .limit(MAX_EXPORT_RECORDS)
    .execute();
  return rows.map((row) => ({ messageId: row.id, jobId: row.job_id, side: row.author_side, text: row.body, photos: Number(row.photos ?? 0), sentAt: row.created_at.toISOString() }));
}
