import type { LanguageCode, JobDetail, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { authorize, isJobCustomer } from '../access';
import { addToProviderRating } from '../providers';
import { jobScopeOf } from './job-actor';
import { jobDetailOf, loadVisibleJob } from './job-detail';
import { findReview, insertReview } from './jobs.repository';
import { jobsMessages as m } from './jobs-messages';

const alreadyReviewed = () => AppError.conflict(m.alreadyRated);

/** The customer rates a completed job once (1–5, optional comment); the stars join the provider's rating. */
export async function reviewJob(deps: Deps, user: SessionUser, jobId: string, review: { rating: number; comment?: string | undefined }, language: LanguageCode): Promise<JobDetail> {
  const row = await loadVisibleJob(deps, user, jobId);
  authorize(isJobCustomer(user, jobScopeOf(row)), m.onlyCustomerRates);
  if (row.status !== 'completed') throw AppError.conflict(m.ratedOnceCompleted);
  if (await findReview(deps.db, row.id)) throw alreadyReviewed();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertReview(trx, { jobId: row.id, rating: review.rating, comment: review.comment ?? null, at: deps.now() });
      await addToProviderRating(trx, row.provider_id!, review.rating);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
  return jobDetailOf(deps, user, row, { language });
}
