import type { ColumnType, Generated } from 'kysely';
import type { OptionalTimestamp, Timestamp } from './column-types';

/* The tables of migration 0037 (docs/problems.md): problem cases, their steps and photos. */

export type ProblemReasonColumn = 'not_done' | 'poor_quality' | 'damage' | 'late_or_no_show' | 'overcharged' | 'other';
export type ProblemStatusColumn = 'open' | 'waiting_provider' | 'waiting_customer' | 'resolved';
export type ProblemOutcomeColumn = 'none' | 'partial_refund' | 'full_refund';
export type ProblemStepKindColumn = 'opened' | 'answered' | 'asked_provider' | 'asked_customer' | 'resolved';
export type ProblemActorRoleColumn = 'customer' | 'provider' | 'manager' | 'admin';

export interface ProblemCasesTable {
  id: Generated<string>;
  job_id: string;
  market_id: string;
  provider_id: string | null;
  reason: ProblemReasonColumn;
  description: string;
  status: ColumnType<ProblemStatusColumn, ProblemStatusColumn | undefined, ProblemStatusColumn>;
  outcome: ColumnType<ProblemOutcomeColumn | null, ProblemOutcomeColumn | null | undefined, ProblemOutcomeColumn | null>;
  refund_minor: ColumnType<number | null, number | null | undefined, number | null>;
  refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  resolution_reason: ColumnType<string | null, string | null | undefined, string | null>;
  currency: string;
  /** What the case moved from provider_payable to provider_held when it opened. */
  held_minor: ColumnType<number, number | undefined, number>;
  resolving_key: ColumnType<string | null, string | null | undefined, string | null>;
  opened_by: string | null;
  opened_at: Timestamp;
  resolved_by: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_by_role: ColumnType<'manager' | 'admin' | null, 'manager' | 'admin' | null | undefined, 'manager' | 'admin' | null>;
  resolved_at: OptionalTimestamp;
}

export interface ProblemStepsTable {
  id: Generated<string>;
  seq: Generated<number>;
  problem_id: string;
  kind: ProblemStepKindColumn;
  actor_role: ProblemActorRoleColumn;
  actor_user_id: string | null;
  body: string;
  at: Timestamp;
}

export interface ProblemPhotosTable {
  id: Generated<string>;
  problem_id: string;
  picture_key: string;
  uploaded_by: string | null;
  created_at: Timestamp;
}

export interface ProblemTables {
  problem_cases: ProblemCasesTable;
  problem_steps: ProblemStepsTable;
  problem_photos: ProblemPhotosTable;
}
