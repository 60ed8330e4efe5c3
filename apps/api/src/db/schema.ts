import type { ColumnType, Generated, Selectable } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: string;
  phone: string | null;
  password_hash: string;
  roles: ColumnType<string[], string[], string[]>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the token in the cookie: a leaked table cannot be replayed. */
  id: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  scope: 'account' | 'address';
  key: string;
  failed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MarketsTable {
  id: string;
  name: string;
  time_zone: string;
  currency: string;
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
  created_at: CreatedAt;
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
  created_at: CreatedAt;
}

export interface ProviderMarketsTable {
  provider_id: string;
  market_id: string;
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
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  markets: MarketsTable;
  market_managers: MarketManagersTable;
  services: ServicesTable;
  market_services: MarketServicesTable;
  providers: ProvidersTable;
  provider_markets: ProviderMarketsTable;
  provider_services: ProviderServicesTable;
  provider_availability: ProviderAvailabilityTable;
  waitlist_entries: WaitlistEntriesTable;
}

export type MarketRow = Selectable<MarketsTable>;
export type UserRow = Selectable<UsersTable>;
