import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, OptionalTimestamp } from './column-types';

/** Tables of migration 0023 (docs/supply.md). */
export type ProviderApplicationStatus = 'draft' | 'submitted' | 'changes_requested' | 'approved' | 'rejected';
export type IdentityCheckStatus = 'clear' | 'needs_review' | 'failed';

export interface ProviderApplicationsTable {
  id: Generated<string>;
  user_id: string;
  market_id: string | null;
  status: ColumnType<ProviderApplicationStatus, ProviderApplicationStatus | undefined, ProviderApplicationStatus>;
  service_ids: ColumnType<string[], string[] | undefined, string[]>;
  display_name: string | null;
  experience_years: number | null;
  about_html: ColumnType<string, string | undefined, string>;
  picture_path: string | null;
  identity_status: IdentityCheckStatus | null;
  identity_reference: string | null;
  identity_checked_at: OptionalTimestamp;
  payout_account_reference: string | null;
  payout_account_last4: string | null;
  terms_version: string | null;
  terms_accepted_at: OptionalTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  submitted_at: OptionalTimestamp;
  decided_at: OptionalTimestamp;
  decision_reason: string | null;
  provider_id: string | null;
}

export interface ProviderApplicationEventsTable {
  id: Generated<number>;
  application_id: string;
  at: CreatedAt;
  actor_user_id: string | null;
  actor_role: 'applicant' | 'manager' | 'admin' | 'system';
  action: 'submitted' | 'changes_requested' | 'approved' | 'rejected' | 'identity_checked';
  reason: string | null;
}

export interface ProviderStatusChangesTable {
  id: Generated<number>;
  provider_id: string;
  /** null: the provider's own pause or resume, in every market. */
  market_id: string | null;
  at: CreatedAt;
  actor_user_id: string | null;
  actor_role: 'provider' | 'manager' | 'admin';
  action: 'paused' | 'resumed' | 'suspended' | 'reinstated';
  reason: string | null;
}

export interface SupplyTables {
  provider_applications: ProviderApplicationsTable;
  provider_application_events: ProviderApplicationEventsTable;
  provider_status_changes: ProviderStatusChangesTable;
}

export type ProviderApplicationRow = Selectable<ProviderApplicationsTable>;

