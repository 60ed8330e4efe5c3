import type { LanguageCode, ReviewApplicationDetail, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { providerReviewMessages as m } from './provider-review-messages';
import { isAdmin } from '../access';
import { type ProviderReviewTemplate, queueAccountMessage } from '../notifications';
import { makeProvider } from './make-provider.repository';
import { decideIfWaiting, findApplication, insertApplicationEvent, type ReviewRow } from './provider-review.repository';
import { loadReviewedApplication, reviewApplicationDetail } from './provider-review.service';
import { reviewedMarket } from './review-shapes';

export type Decision = 'approve' | 'reject' | 'requestChanges';

const outcome = {
  approve: { status: 'approved', action: 'approved', template: 'application_approved' },
  reject: { status: 'rejected', action: 'rejected', template: 'application_rejected' },
  requestChanges: { status: 'changes_requested', action: 'changes_requested', template: 'application_changes_requested' },
} as const satisfies Record<Decision, { status: string; action: string; template: ProviderReviewTemplate }>;

const notWaiting = (row: ReviewRow) => AppError.conflict({ ...m.notWaiting, values: { status: row.status } });

/**
 * One decision on a waiting application, in one transaction: the conditional update (of two
 * reviewers at once exactly one wins; the other gets 409), the audit event (who, as what, why),
 * the applicant's email into the outbox and, for an approval, the provider it makes.
 */
export async function decideApplication(deps: Deps, user: SessionUser, marketId: string, applicationId: string, decision: Decision, reason: string | null, language: LanguageCode): Promise<ReviewApplicationDetail> {
  const market = await reviewedMarket(deps, user, marketId);
  const row = await loadReviewedApplication(deps, user, marketId, applicationId);
  if (row.status !== 'submitted') throw notWaiting(row);
  const { status, action, template } = outcome[decision];
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const providerId =
      decision === 'approve'
        ? await makeProvider(trx, {
            userId: row.user_id,
            marketId,
            displayName: row.display_name ?? row.applicant_name,
            aboutHtml: row.about_html,
            picturePath: row.picture_path,
            payoutAccountReference: row.payout_account_reference,
            serviceIds: row.service_ids,
          })
        : undefined;
    const updated = await decideIfWaiting(trx, row.id, { status, at: now, reason, ...(providerId ? { providerId } : {}) });
    // Someone decided first: roll back the provider this would have made.
    if (!updated) throw notWaiting({ ...row, status: (await findApplication(trx, row.id))?.status ?? row.status });
    await insertApplicationEvent(trx, { applicationId: row.id, at: now, actorUserId: user.id, actorRole: isAdmin(user) ? 'admin' : 'manager', action, reason });
    await queueAccountMessage(deps, trx, {
      userId: row.user_id,
      channel: 'email',
      to: row.applicant_email,
      template,
      recipientName: row.applicant_name,
      marketName: market.name,
      reason,
      key: `application:${row.id}:${action}`,
      // An applicant who never chose reads the market's language, not the deciding manager's.
      language: market.language,
    });
  });
  return reviewApplicationDetail(deps, (await findApplication(deps.db, row.id))!, language);
}
