import type { IntlShape } from '@formatjs/intl';
import type { DeletionCheck } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { nextPayoutAt } from '../../payouts';
import { isLastAdmin, listOpenJobs, listUnpaidEarnings, listUnpaidInvoices } from './deletion-facts.repository';
import { type DeletionPlan, deletionPlan, keptAfterDeletion } from './deletion-rules';

/** Who is leaving: the account and, for a provider, their provider record. */
export interface Leaver {
  userId: string;
  providerId: string | null;
}

/** The plan as it stands now, read through `db` (the deletion's own transaction re-reads it there). */
export async function planDeletion(db: Kysely<Database>, leaver: Leaver, now: Date, words?: IntlShape<string>): Promise<DeletionPlan> {
  // One after the other: inside the deletion's transaction they share one connection.
  const openJobs = await listOpenJobs(db, leaver.userId, leaver.providerId);
  const unpaidEarnings = await listUnpaidEarnings(db, leaver.providerId);
  const unpaidInvoices = await listUnpaidInvoices(db, leaver.userId);
  const lastAdmin = await isLastAdmin(db, leaver.userId);
  return deletionPlan({ openJobs, unpaidEarnings, unpaidInvoices, lastAdmin, nextPayoutAt: nextPayoutAt(now) }, now, words);
}

/** What the deletion screen shows before the person confirms (docs/account-page.md), in `words`' language. */
export async function checkDeletion(deps: Deps, leaver: Leaver, words?: IntlShape<string>): Promise<DeletionCheck> {
  const plan = await planDeletion(deps.db, leaver, deps.now(), words);
  return { allowed: plan.blockers.length === 0, ...plan, kept: keptAfterDeletion(leaver.providerId !== null, words) };
}
