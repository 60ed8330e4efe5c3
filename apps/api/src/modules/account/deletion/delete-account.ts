import type { Deps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import type { AuthContext } from '../../access';
import { queueAccountMessage } from '../../notifications';
import { forgetPicture } from '../../provider-profile';
import { recordSecurityEvent } from '../../security-events';
import { confirmPassword } from './confirm-password';
import { type Leaver, planDeletion } from './deletion-check';
import { type DeletionPlan, isSettled } from './deletion-rules';
import { copyBilledToOntoInvoices, deleteCustomerJobPhotos, deleteCustomerProblemPhotos, endPlansOf, eraseCustomerJobs, erasePlans, eraseWrittenText } from './erase-jobs.repository';
import { deletePersonalRecords, eraseProvider, eraseUser, lockPerson } from './erase-person.repository';
import { ACCOUNT_DELETED_REASON, handBackJobs } from './hand-back-jobs';
import { accountMessages as m } from '../account-messages';

/** 409 with the first reason (the deletion check lists them all). */
function refusal(plan: DeletionPlan): AppError {
  const [first, ...others] = plan.blockers;
  const more = others.length > 0 ? ` (and ${others.length} more: see the list on your account page)` : '';
  return AppError.conflict(`Your account cannot be deleted yet. ${first!.message}${more}`);
}

/**
 * Erases the person in one transaction, after re-reading the plan under a lock on their row:
 * anything still open (a booking made meanwhile from another tab) stops it with 409. The notice
 * goes to the old address first; its row keeps the address until it is delivered.
 */
async function erase(deps: Deps, leaver: Leaver): Promise<string[]> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const person = await lockPerson(trx, leaver.userId);
    if (!person) throw AppError.unauthenticated();
    if (!isSettled(await planDeletion(trx, leaver, now))) {
      throw AppError.conflict(m.changedWhileDeleting);
    }
    const noticeKey = `account-deleted:${person.id}`;
    await queueAccountMessage(deps, trx, { userId: person.id, channel: 'email', to: person.email, template: 'account_deleted', recipientName: person.name, key: noticeKey });
    await copyBilledToOntoInvoices(trx, person.id);
    await eraseCustomerJobs(trx, person.id, now);
    const photos = [...(await deleteCustomerJobPhotos(trx, person.id)), ...(await deleteCustomerProblemPhotos(trx, person.id))];
    await erasePlans(trx, person.id, now);
    await eraseWrittenText(trx, person.id, ACCOUNT_DELETED_REASON);
    const picture = leaver.providerId ? await eraseProvider(trx, leaver.providerId) : null;
    await deletePersonalRecords(trx, person, noticeKey);
    await eraseUser(trx, person.id, now);
    // No personal data in the log beyond the id: not even the address the request came from.
    await recordSecurityEvent({ db: trx, now: deps.now }, { type: 'account_deleted', userId: person.id, address: '' });
    return picture ? [picture, ...photos] : photos;
  });
}

/**
 * Deleting an account (docs/account-page.md): the password again, then refused while
 * something is open (deletion-rules.ts), then the future jobs are handed back
 * (hand-back-jobs.ts) and the person erased. The caller's session ends with the others.
 */
export async function deleteAccount(deps: Deps, auth: AuthContext, input: { currentPassword: string; address: string }): Promise<void> {
  await confirmPassword(deps, auth, input.currentPassword, input.address);
  const leaver: Leaver = { userId: auth.user.id, providerId: auth.user.providerId };
  const plan = await planDeletion(deps.db, leaver, deps.now());
  if (plan.blockers.length > 0) throw refusal(plan);
  // Their plans end first, so no visit is made meanwhile; the visits ahead are cancelled with the other jobs.
  await endPlansOf(deps.db, auth.user.id, deps.now());
  await handBackJobs(deps, auth.user, plan);
  const pictures = await erase(deps, leaver);
  // Files are not transactional: deleted once the database no longer points at them (the profile picture, the customer's job photos).
  for (const picture of pictures) await forgetPicture(deps, picture);
}
