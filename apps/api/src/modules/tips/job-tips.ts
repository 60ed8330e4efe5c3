import type { JobTips, SessionUser, Tip, TipStatus } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database, JobRow, PaymentStatus } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { tipLedgerSums } from '../ledger';
import { actingAs, loadVisibleJob } from '../jobs';
import { currencyUnitMinor } from './currency-unit';
import { suggestedTips, tipRoom, type TipState, tipWindowEnd } from './tip-rules';
import { findCompletedAt, findProviderName, listTipsOfJob, pendingRefundsByPayment, type TipWithPayment } from './tips.repository';

type Viewer = 'customer' | 'provider' | 'manager';

/** A tip's status from its payment's; a payment the card refused (or one voided) is no tip. */
const statuses: Partial<Record<PaymentStatus, TipStatus>> = { authorized: 'pending', captured: 'paid', partially_refunded: 'partially_refunded', refunded: 'refunded' };

export const countsAsTip = (tip: Pick<TipWithPayment, 'status'>): boolean => statuses[tip.status] !== undefined;

/** The job's tips that count (given, not refused by the card), oldest first. */
export async function countingTips(db: Kysely<Database>, jobId: string): Promise<TipWithPayment[]> {
  return (await listTipsOfJob(db, jobId)).filter(countsAsTip);
}

/** What the rules need to know of the job now (tip-rules.ts). */
export async function tipStateOf(db: Kysely<Database>, job: JobRow): Promise<TipState> {
  const [completedAt, tips] = await Promise.all([findCompletedAt(db, job.id), countingTips(db, job.id)]);
  return { status: job.status, completedAt: job.status === 'completed' ? (completedAt ?? job.end_at) : null, totalMinor: job.total_minor, tipsMinor: tips.map((tip) => tip.amount_minor) };
}

/**
 * Tips as this viewer may see them: amounts and refunds (from the ledger) for all three sides,
 * the card for the customer and the managers, what is left to refund for the managers.
 */
export async function tipsAsSeenBy(deps: Deps, viewer: Viewer, job: JobRow, tips: TipWithPayment[]): Promise<Tip[]> {
  const [sums, pending] = await Promise.all([tipLedgerSums(deps.db, job.id), viewer === 'manager' ? pendingRefundsByPayment(deps.db, tips.map((tip) => tip.payment_id)) : new Map<string, number>()]);
  return tips.map((tip) => {
    const sum = sums.find((row) => row.tipId === tip.id) ?? { capturedMinor: 0, refundedMinor: 0 };
    return {
      id: tip.id,
      amountMinor: tip.amount_minor,
      currency: tip.currency,
      status: statuses[tip.status] ?? 'pending',
      refundedMinor: sum.refundedMinor,
      refundableMinor: viewer === 'manager' ? Math.max(0, sum.capturedMinor - sum.refundedMinor - (pending.get(tip.payment_id) ?? 0)) : 0,
      at: tip.created_at.toISOString(),
      card: viewer === 'provider' ? null : { brand: tip.card_brand, last4: tip.card_last4 },
    };
  });
}

export function viewerOf(user: SessionUser, job: JobRow): Viewer {
  const viewer = actingAs(user, job)?.role as Viewer | undefined;
  if (!viewer) throw AppError.notFound(common.noSuchJob);
  return viewer;
}

/** `GET /api/jobs/:jobId/tips`: the job's customer, its provider, its market's managers and admins (404 for anyone else). */
export async function getJobTips(deps: Deps, user: SessionUser, jobId: string): Promise<JobTips> {
  const job = await loadVisibleJob(deps, user, jobId);
  const viewer = viewerOf(user, job);
  const [state, tips, providerName] = await Promise.all([tipStateOf(deps.db, job), countingTips(deps.db, job.id), findProviderName(deps.db, job.provider_id)]);
  const room = tipRoom(state, deps.now());
  const can = viewer === 'customer' && room.refusal === null;
  return {
    mode: deps.gateway.mode,
    currency: job.currency,
    provider: providerName === null ? null : { displayName: providerName },
    tips: await tipsAsSeenBy(deps, viewer, job, tips),
    suggestionsMinor: can ? suggestedTips(job.total_minor, currencyUnitMinor(job.currency), room.maxMinor) : [],
    maxMinor: can ? room.maxMinor : 0,
    openUntil: state.completedAt ? tipWindowEnd(state.completedAt).toISOString() : null,
    can: { tip: can },
  };
}
