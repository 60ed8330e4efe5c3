import type { DeletionCheck, LanguageCode } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { intlFor } from '../../../i18n/intl';
import { nextPayoutAt } from '../../payouts';
import { isLastAdmin, listOpenJobs, listOpenProblemJobs, listUnpaidEarnings, listUnpaidInvoices } from './deletion-facts.repository';
import { type DeletionPlan, deletionPlan, keptAfterDeletion } from './deletion-rules';

/** Who is leaving: the account and, for a provider, their provider record. */
export interface Leaver {
  userId: string;
  providerId: string | null;
}

/**
 * The plan as it stands now, read through `db` (the deletion's own transaction re-reads it there),
 * its blockers worded in `language` (none without one).
 */
export async function planDeletion(db: Kysely<Database>, leaver: Leaver, now: Date, language?: LanguageCode): Promise<DeletionPlan> {
  const words = language && intlFor(language);
  // One after the other: inside the deletion's transaction they share one connection.
  const openJobs = await listOpenJobs(db, leaver.userId, leaver.providerId, language ?? 'en');
  const unpaidEarnings = await listUnpaidEarnings(db, leaver.providerId);
  const unpaidInvoices = await listUnpaidInvoices(db, leaver.userId);
  const openProblemJobIds = await listOpenProblemJobs(db, leaver.userId, leaver.providerId);
  const lastAdmin = await isLastAdmin(db, leaver.userId);
  return deletionPlan({ openJobs, unpaidEarnings, unpaidInvoices, openProblemJobIds, lastAdmin, nextPayoutAt: nextPayoutAt(now) }, now, words);
}

/** What the deletion screen shows before the person confirms (docs/account-page.md), in the reader's language. */
export async function checkDeletion(deps: Deps, leaver: Leaver, language: LanguageCode): Promise<DeletionCheck> {
  const plan = await planDeletion(deps.db, leaver, deps.now(), language);
  return { allowed: plan.blockers.length === 0, ...plan, kept: keptAfterDeletion(leaver.providerId !== null, intlFor(language)) };
}
