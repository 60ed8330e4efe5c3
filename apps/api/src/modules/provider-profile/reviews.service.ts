import { profileLimits, type ProviderReviews } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { providerScope } from '../providers';
import { countReviews, listReviewPage } from './reviews.repository';

/** Public: a customer appears by first name only. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || 'A customer';
}

/** A review stays when its customer deletes their account, signed like this (docs/account-page.md). */
export const FORMER_CUSTOMER_SIGNATURE = 'A former customer';

export async function listProviderReviews(deps: Deps, providerId: string, page: number): Promise<ProviderReviews> {
  await providerScope(deps, providerId);
  const pageSize = profileLimits.reviewsPerPage;
  const [rows, total] = await Promise.all([listReviewPage(deps.db, providerId, { offset: (page - 1) * pageSize, limit: pageSize }), countReviews(deps.db, providerId)]);
  return {
    reviews: rows.map((row) => ({ firstName: row.name === null ? FORMER_CUSTOMER_SIGNATURE : firstNameOf(row.name), rating: row.rating, comment: row.comment, createdAt: row.created_at.toISOString() })),
    page,
    pageSize,
    total,
  };
}
