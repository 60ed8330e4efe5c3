import type { LanguageCode, ReviewApplicationDetail, ReviewApplicationPage, ReviewApplicationStatus, SessionUser } from '@marketplace/contracts';
import { REVIEW_PAGE_SIZE } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { intlFor } from '../../i18n/intl';
import { type PictureSize, requireUploadedPicture, type StoredPicture } from '../pictures';
import { findApplication, listApplicationEvents, listApplications, listServiceNames, type ReviewRow } from './provider-review.repository';
import { reviewedMarket, toApplicationEvent, toReviewApplication } from './review-shapes';
import { errorMessages as common } from '../../http/error-messages/error-messages';

/** The market's applications; the services named in the reader's `language`. */
export async function listReviewApplications(deps: Deps, user: SessionUser, marketId: string, query: { status: ReviewApplicationStatus; page: number }, language: LanguageCode): Promise<ReviewApplicationPage> {
  await reviewedMarket(deps, user, marketId);
  const { rows, total } = await listApplications(deps.db, marketId, query.status, { limit: REVIEW_PAGE_SIZE, offset: (query.page - 1) * REVIEW_PAGE_SIZE });
  const names = await listServiceNames(deps.db, [...new Set(rows.flatMap((row) => row.service_ids))], language);
  return { applications: rows.map((row) => toReviewApplication(row, names)), total, page: query.page, pageSize: REVIEW_PAGE_SIZE };
}

/**
 * The application if it is in this market and the user reviews it: 404 for one of another
 * market (its ids cannot be probed) and for drafts, which are the applicant's alone.
 */
export async function loadReviewedApplication(deps: Deps, user: SessionUser, marketId: string, applicationId: string): Promise<ReviewRow> {
  await reviewedMarket(deps, user, marketId);
  const row = await findApplication(deps.db, applicationId);
  if (!row || row.market_id !== marketId || row.status === 'draft') throw AppError.notFound(common.noSuchApplication);
  return row;
}

/** One application with its history, in the reader's `language`: the services' names and the reasons the API recorded. */
export async function reviewApplicationDetail(deps: Deps, row: ReviewRow, language: LanguageCode): Promise<ReviewApplicationDetail> {
  const [names, events] = await Promise.all([listServiceNames(deps.db, row.service_ids, language), listApplicationEvents(deps.db, row.id)]);
  const intl = intlFor(language);
  return { ...toReviewApplication(row, names), history: events.map((event) => toApplicationEvent(intl, event)) };
}

export async function getReviewApplication(deps: Deps, user: SessionUser, marketId: string, applicationId: string, language: LanguageCode): Promise<ReviewApplicationDetail> {
  return reviewApplicationDetail(deps, await loadReviewedApplication(deps, user, marketId, applicationId), language);
}

/** The applicant's picture for the application's reviewers (same rights as the application); 404 without one. */
export async function getReviewPicture(deps: Deps, user: SessionUser, marketId: string, applicationId: string, size: PictureSize): Promise<StoredPicture> {
  return requireUploadedPicture(deps.config.dataDir, (await loadReviewedApplication(deps, user, marketId, applicationId)).picture_path, size);
}
