import type { IntlShape } from 'react-intl';

/** A provider's rating as the API gives it: the average of 1–5 stars, null before any review. */
export interface Rating {
  average: number | null;
  count: number;
}

/** Whether anyone has reviewed the provider yet (the booking cards mark the others "New"). */
export const isRated = ({ average, count }: Rating) => average !== null && count > 0;

/** "4.8 out of 5 from 23 reviews", "5.0 out of 5 from 1 review", or "No reviews yet", in the page's language. */
export function ratingText(intl: IntlShape, rating: Rating): string {
  if (!isRated(rating)) return intl.formatMessage({ id: 'domain-text.rating.none', defaultMessage: 'No reviews yet' });
  const average = intl.formatNumber(rating.average!, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return intl.formatMessage(
    { id: 'domain-text.rating.summary', defaultMessage: '{average} out of 5 from {count, plural, one {# review} other {# reviews}}' },
    { average, count: rating.count },
  );
}
