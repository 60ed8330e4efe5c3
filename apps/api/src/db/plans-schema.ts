import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OptionalTimestamp, UpdatedAt } from './column-types';

/* The table of migration 0034 (docs/repeat-business.md): recurring plans. */

/** One line of a plan's price, as snapshotted when it was made (jsonb). */
export interface StoredPlanLine {
  serviceId: string;
  /** English, as the job's services are stored; readers get theirs joined by the service id. */
  name: string;
  unit: 'job' | 'hour';
  quantity: number;
  unitPriceMinor: number;
  amountMinor: number;
}

export type PlanStatusColumn = 'active' | 'paused' | 'ended';

export interface PlansTable {
  id: Generated<string>;
  customer_id: string;
  market_id: string;
  provider_id: string | null;
  status: ColumnType<PlanStatusColumn, PlanStatusColumn | undefined, PlanStatusColumn>;
  every_weeks: number;
  /** YYYY-MM-DD: the first occurrence under the plan's current terms; the others follow every `every_weeks` weeks. */
  anchor_date: string;
  /** ISO weekday of the visits (the anchor's). */
  weekday: number;
  /** "09:30" in the market's zone. */
  local_time: string;
  duration_minutes: number;
  services: ColumnType<StoredPlanLine[], string, string>;
  address_line1: string;
  address_line2: string | null;
  address_city: string;
  address_postal_code: string;
  description_html: string;
  access_notes: string | null;
  size: 'small' | 'medium' | 'large';
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  currency: string;
  discount_bps: number;
  discount_minor: number;
  subtotal_minor: number;
  service_fee_minor: number;
  tax_minor: number;
  total_minor: number;
  commission_bps: number;
  free_cancellation_hours: number;
  cancellation_fee_bps: number;
  payment_method_id: string;
  card_brand: string | null;
  card_last4: string | null;
  version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  paused_at: OptionalTimestamp;
  ended_at: OptionalTimestamp;
}

export interface PlanTables {
  plans: PlansTable;
}
