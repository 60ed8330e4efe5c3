import type { JobEventChanges, JobStatus } from '@marketplace/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OptionalTimestamp, Timestamp, UpdatedAt } from './column-types';

/* Jobs, their services, timeline, private notes and reviews (docs/product.md §4a, §5). */

/**
 * A job, or a hold on a provider's time (`held`; then `lapsed` when it expired and its time was
 * given to someone else, or `released`). One table, so one exclusion constraint covers both.
 */
export type StoredJobStatus = JobStatus | 'held' | 'lapsed' | 'released';

export interface JobsTable {
  id: Generated<string>;
  market_id: string;
  customer_id: string;
  provider_id: string | null;
  status: StoredJobStatus;
  start_at: Timestamp;
  end_at: Timestamp;
  /** tstzrange [start, end + the market's travel buffer): written with sql`tstzrange(…)`. */
  blocked: string;
  hold_expires_at: OptionalTimestamp;
  address_line1: string | null;
  address_line2: string | null;
  address_city: string | null;
  address_postal_code: string | null;
  description_html: string | null;
  access_notes: string | null;
  size: 'small' | 'medium' | 'large' | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  currency: string;
  subtotal_minor: number;
  service_fee_minor: number;
  tax_minor: number;
  total_minor: number;
  free_cancellation_hours: number;
  cancellation_fee_bps: number;
  /** Cancelling is free before this; a reschedule can never move it later once it has passed. */
  free_cancellation_until: Timestamp;
  cancellation_fee_minor: number | null;
  /** The market's commission when the job was booked (basis points of the subtotal). */
  commission_bps: Generated<number>;
  /** A requested job goes back to the market (unassigned) if its provider has not answered by then. */
  respond_by: OptionalTimestamp;
  idempotency_key: string | null;
  /** The recurring plan this job is a visit of (0034), and the occurrence (YYYY-MM-DD, local) it stands for; null once a change or pause let go of it. */
  plan_id: ColumnType<string | null, string | null | undefined, string | null>;
  plan_occurrence: ColumnType<string | null, string | null | undefined, string | null>;
  /** A plan's discount on the lines' sum; `subtotal_minor` is after it (0034). */
  discount_minor: ColumnType<number, number | undefined, number>;
  /** A hold's row becomes the job: created_at is then set to when it was booked. */
  created_at: UpdatedAt;
  updated_at: UpdatedAt;
}

export interface JobServicesTable {
  job_id: string;
  position: number;
  service_id: string;
  name: string;
  unit: 'job' | 'hour';
  quantity: number;
  unit_price_minor: number;
  amount_minor: number;
}

export interface JobEventsTable {
  id: Generated<number>;
  job_id: string;
  at: ColumnType<Date, Date | string | undefined, never>;
  actor_user_id: string | null;
  actor_role: 'customer' | 'provider' | 'manager' | 'admin' | 'system';
  from_status: JobStatus | null;
  to_status: JobStatus;
  reason: string | null;
  /** Before → after of what else the event changed (migration 0013); null on older events. */
  changes: ColumnType<JobEventChanges | null, string | null | undefined, never>;
}

/** A provider's private note on a job; the customer never sees it. */
export interface JobNotesTable {
  id: Generated<number>;
  job_id: string;
  author_user_id: string | null;
  body: string;
  created_at: CreatedAt;
}

export interface ReviewsTable {
  job_id: string;
  rating: number;
  comment: string | null;
  created_at: CreatedAt;
}

export interface JobTables {
  jobs: JobsTable;
  job_services: JobServicesTable;
  job_events: JobEventsTable;
  job_notes: JobNotesTable;
  reviews: ReviewsTable;
}
