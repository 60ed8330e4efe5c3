import type { SessionUser } from '@marketplace/contracts';
import type { JobRow } from '../../db/schema';
import { canManageMarket, isAdmin, isJobCustomer, isJobProvider, type JobScope } from '../access';
import type { JobActor } from './transitions';

/** Who is acting on a job, as the lifecycle rules see them and as the timeline records them. */
export interface ActingAs {
  role: JobActor;
  eventRole: 'customer' | 'provider' | 'manager' | 'admin';
}

export const jobScopeOf = (row: Pick<JobRow, 'customer_id' | 'provider_id' | 'market_id'>): JobScope => ({ customerId: row.customer_id, providerId: row.provider_id, marketId: row.market_id });

/**
 * The viewer's relation to the job, closest first: its customer (even an admin who booked for
 * themselves acts as the customer on their own job), its provider, then a manager of its
 * market (admins act as managers). Null for anyone else.
 */
export function actingAs(user: SessionUser, row: JobRow): ActingAs | null {
  const scope = jobScopeOf(row);
  if (isJobCustomer(user, scope)) return { role: 'customer', eventRole: 'customer' };
  if (isJobProvider(user, scope)) return { role: 'provider', eventRole: 'provider' };
  if (canManageMarket(user, row.market_id)) return { role: 'manager', eventRole: isAdmin(user) ? 'admin' : 'manager' };
  return null;
}
