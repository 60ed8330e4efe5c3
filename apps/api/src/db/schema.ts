import type { LanguageCode } from '@marketplace/contracts';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, OptionalTimestamp, Timestamp } from './column-types';
import type { AccountTables } from './account-schema';
import type { JobsTable, JobTables } from './job-schema';
import type { MoneyTables } from './money-schema';
import type { NotificationTables } from './notifications-schema';
import type { SupplyTables } from './supply-schema';
import type { ApplicantTables } from './applicant-schema';
import type { FavouriteTables } from './favourites-schema';
import type { PlanTables } from './plans-schema';
import type { ConversationTables } from './conversations-schema';
import type { JobPhotoTables } from './job-photos-schema';
import type { ProblemTables } from './problems-schema';

export type * from './job-schema';
export type * from './money-schema';
export type * from './supply-schema';
export type * from './plans-schema';
export type * from './conversations-schema';
export type * from './job-photos-schema';
export type * from './problems-schema';


export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: string;
  phone: string | null;
  password_hash: string;
  roles: ColumnType<string[], string[], string[]>;
  created_at: CreatedAt;
  /** Set when the owner proved the address (migration 0019); accounts exist only once it is. */
  email_verified_at: OptionalTimestamp;
  /** Text messages go only to a verified phone. */
  phone_verified_at: OptionalTimestamp;
  /** A deleted account: its personal data erased, nobody can log in (docs/accounts.md). */
  deleted_at: OptionalTimestamp;
  /** Disabled by an admin (docs/supply.md): no login, no sessions, provider profile hidden. */
  disabled_at: OptionalTimestamp;
  /** The language emails and text messages to them use (migration 0030); null until known. */
  language: ColumnType<LanguageCode | null, LanguageCode | null | undefined, LanguageCode | null>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the token in the cookie: a leaked table cannot be replayed. */
  id: string;
  /** What the "Active sessions" list calls it; never the hash above. */
  public_id: Generated<string>;
  user_id: string;
  created_at: CreatedAt;
  /** The idle expiry, never later than the absolute end (created_at + the maximum lifetime). */
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  user_agent: string | null;
  address: string | null;
}

export interface RateLimitHitsTable {
  id: Generated<string>;
  rule: string;
  key: string;
  at: Timestamp;
  expires_at: Timestamp;
  refused: Generated<boolean>;
}

export interface SecurityEventsTable {
  id: Generated<number>;
  at: CreatedAt;
  type: string;
  user_id: string | null;
  email: string | null;
  address: string;
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
  /** How many times this refusal happened in its minute (one row per `aggregate_key`). */
  count: Generated<number>;
  /** Refusals only: the hash of (type, address key, user, endpoint, reason, minute). */
  aggregate_key: string | null;
}

/** Failed logins site-wide, one row per minute (modules/auth/login-failure-budget.ts). */
export interface LoginFailureMinutesTable {
  minute: Date;
  failures: number;
}

export interface MarketsTable {
  id: string;
  name: string;
  time_zone: string;
  currency: string;
  /** What visitors who ask for no language the site has read, and people who never chose (0030). */
  language: ColumnType<LanguageCode, LanguageCode | undefined, LanguageCode>;
  status: 'live' | 'coming_soon';
  service_area: string;
  postal_codes: ColumnType<string[], string[], string[]>;
  min_notice_minutes: number;
  booking_horizon_days: number;
  slot_step_minutes: number;
  travel_buffer_minutes: number;
  hold_minutes: number;
  free_cancellation_hours: number;
  cancellation_fee_bps: number;
  service_fee_bps: number;
  tax_bps: number;
  commission_bps: number;
  response_window_minutes: number;
  /** One more with every save that changed a setting (optimistic concurrency). */
  settings_version: ColumnType<number, number | undefined, number>;
  /** Printed under every invoice of the market (legal name, address, tax number). */
  legal_footer: ColumnType<string, string | undefined, string>;
  /** Reminders go this long before a job's start (1–168). */
  reminder_hours_before: ColumnType<number, number | undefined, number>;
  /** The discount on each visit of a recurring plan, snapshotted on the plan (0034; 0–5000). */
  plan_discount_bps: ColumnType<number, number | undefined, number>;
  /** A completion needs at least one "after" photo (0036; docs/job-photos.md). */
  require_after_photo: ColumnType<boolean, boolean | undefined, boolean>;
  /** Hours after a job's completion during which its customer may report a problem (docs/problems.md). */
  problem_window_hours: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

/** One save of a market's settings that changed something: per field, { before, after }. */
export interface MarketSettingsChangesTable {
  id: Generated<number>;
  market_id: string;
  changed_at: ColumnType<Date, Date | string | undefined, never>;
  actor_user_id: string | null;
  actor_role: 'manager' | 'admin';
  version: number;
  changes: ColumnType<Record<string, { before: unknown; after: unknown }>, string, never>;
}

export interface MarketManagersTable {
  user_id: string;
  market_id: string;
}

export interface ServicesTable {
  id: string;
  name: string;
  description: string;
  unit: 'job' | 'hour';
  default_duration_minutes: number;
}

/** Migration 0031: a service's texts in a language other than English (the source, in `services`). */
export interface ServiceTranslationsTable {
  service_id: string;
  language: Exclude<LanguageCode, 'en'>;
  name: string;
  description: string;
}

export interface MarketServicesTable {
  market_id: string;
  service_id: string;
  price_minor: number;
  active: Generated<boolean>;
}

export interface ProvidersTable {
  id: Generated<string>;
  user_id: string;
  display_name: string;
  bio_html: string;
  /** An uploaded picture under DATA_DIR; null = the generated initials avatar. */
  picture_path: string | null;
  rating_sum: Generated<number>;
  rating_count: Generated<number>;
  /** Where payouts go: a reference at the gateway (a test bank account in test mode). */
  payout_account: Generated<string>;
  created_at: CreatedAt;
  /** Paused by the provider themselves (docs/supply.md): no new requests until they resume. */
  paused_at: OptionalTimestamp;
}

export interface ProviderMarketsTable {
  provider_id: string;
  market_id: string;
  /** Suspended by the market (docs/supply.md): offered nowhere in it, cannot accept its work. */
  suspended_at: OptionalTimestamp;
  suspension_reason: string | null;
}

export interface ProviderServicesTable {
  provider_id: string;
  service_id: string;
}

export interface ProviderAvailabilityTable {
  id: Generated<number>;
  provider_id: string;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** Minutes after local midnight in the market's zone; end is exclusive and at most 1440. */
  start_minute: number;
  end_minute: number;
}

export interface WaitlistEntriesTable {
  id: Generated<number>;
  postal_code: string;
  email: string;
  created_at: CreatedAt;
  /** Migration 0026: when the "we are live" email was queued (once, ever). */
  launch_notified_at: OptionalTimestamp;
  /** Migration 0026: left the waitlist from the launch email; never emailed again. */
  unsubscribed_at: OptionalTimestamp;
  unsubscribe_token: Generated<string>;
}

export interface ProviderTimeOffTable {
  id: Generated<number>;
  provider_id: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  reason: string | null;
}

export interface UnmetDemandTable {
  id: Generated<number>;
  market_id: string;
  postal_code: string | null;
  /** The selection searched, as JSON: [{ serviceId, quantity }] sorted by service. */
  services: ColumnType<unknown, string, never>;
  /** The market's calendar day of the searches this row counts (pg reads a date as a Date, PGlite as text). */
  searched_on: ColumnType<Date | string, string, never>;
  /** The market-zone hour (0–23) of the searches this row counts; null for rows recorded before migration 0012. */
  searched_hour: ColumnType<number | null, number | null | undefined, never>;
  searches: ColumnType<number, number | undefined, number>;
  /** The first search of the day. */
  searched_at: CreatedAt;
  last_searched_at: Timestamp;
}

export interface Database extends NotificationTables, MoneyTables, AccountTables, JobTables, SupplyTables, ApplicantTables, FavouriteTables, PlanTables, ConversationTables, JobPhotoTables, ProblemTables {
  users: UsersTable;
  sessions: SessionsTable;
  rate_limit_hits: RateLimitHitsTable;
  security_events: SecurityEventsTable;
  login_failure_minutes: LoginFailureMinutesTable;
  markets: MarketsTable;
  market_managers: MarketManagersTable;
  services: ServicesTable;
  service_translations: ServiceTranslationsTable;
  market_services: MarketServicesTable;
  providers: ProvidersTable;
  provider_markets: ProviderMarketsTable;
  provider_services: ProviderServicesTable;
  provider_availability: ProviderAvailabilityTable;
  waitlist_entries: WaitlistEntriesTable;
  provider_time_off: ProviderTimeOffTable;
  unmet_demand: UnmetDemandTable;
  market_settings_changes: MarketSettingsChangesTable;
}

export type MarketRow = Selectable<MarketsTable>;
export type UserRow = Selectable<UsersTable>;
export type JobRow = Selectable<JobsTable>;
