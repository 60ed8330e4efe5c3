import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OptionalTimestamp, Timestamp } from './column-types';

/** Tables of migration 0019 (docs/accounts.md). */
export interface EmailVerificationsTable {
  id: Generated<string>;
  purpose: 'signup' | 'email_change';
  email: string;
  /** `email_change`: the account whose address changes. */
  user_id: string | null;
  /** `signup`: the account to make once the email is proven. */
  name: string | null;
  phone: string | null;
  password_hash: string | null;
  code_hash: string;
  token_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  resend_after: Timestamp;
  used_at: OptionalTimestamp;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: OptionalTimestamp;
}

export interface PhoneVerificationsTable {
  user_id: string;
  phone: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  resend_after: Timestamp;
}

export interface ConsentsTable {
  user_id: string;
  kind: 'terms' | 'privacy_policy' | 'provider_terms';
  version: string;
  accepted_at: CreatedAt;
}

export interface AccountTables {
  email_verifications: EmailVerificationsTable;
  password_resets: PasswordResetsTable;
  phone_verifications: PhoneVerificationsTable;
  consents: ConsentsTable;
}
