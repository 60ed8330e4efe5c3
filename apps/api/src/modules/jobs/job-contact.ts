import type { JobStatus } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/schema';
import type { JobContactScope } from '../access';
import { jobScopeOf } from './job-actor';
import { findCancelledFrom } from './jobs.repository';

/**
 * What `canSeeJobContact` needs to know about a job (docs/provider.md, "Who sees a customer's
 * contact details"). Only a cancelled job needs its history read: whether it was accepted first.
 */
export async function contactScopeOf(db: Kysely<Database>, row: Pick<JobRow, 'id' | 'customer_id' | 'provider_id' | 'market_id' | 'status'>): Promise<JobContactScope> {
  const status = row.status as JobStatus;
  return { ...jobScopeOf(row), status, cancelledFrom: status === 'cancelled' ? await findCancelledFrom(db, row.id) : null };
}
