import { type LanguageCode, profileLimits, type ProviderReviews } from '@marketplace/contracts';
import { defineMessages } from '@marketplace/contracts/messages';
import type { Deps } from '../../deps';
import { intlFor } from '../../i18n/intl';
import { providerScope } from '../providers';
import { countReviews, listReviewPage } from './reviews.repository';

/** Public: a customer appears by first name only. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || 'A customer';
}

const words = defineMessages({
  /** A review stays when its customer deletes their account, signed like this (docs/account-page.md). */
  formerCustomer: { id: 'api.reviews.former-customer', defaultMessage: 'A former customer' },
});

/** A provider's reviews, a deleted customer's signed in the reader's `language` (the public answer is kept per language). */
export async function listProviderReviews(deps: Deps, providerId: string, page: number, language: LanguageCode): Promise<ProviderReviews> {
  await providerScope(deps, providerId);
  const pageSize = profileLimits.reviewsPerPage;
  const [rows, total] = await Promise.all([listReviewPage(deps.db, providerId, { offset: (page - 1) * pageSize, limit: pageSize }), countReviews(deps.db, providerId)]);
  return {
    reviews: rows.map((row) => ({ firstName: row.name === null ? intlFor(language).formatMessage(words.formerCustomer) : firstNameOf(row.name), rating: row.rating, comment: row.comment, createdAt: row.created_at.toISOString() })),
    page,
    pageSize,
    total,
  };
}
