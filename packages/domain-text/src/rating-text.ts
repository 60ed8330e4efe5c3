import { plural } from '@marketplace/shared-ui/plural';

/** A provider's rating as the API gives it: the average of 1–5 stars, null before any review. */
export interface Rating {
  average: number | null;
  count: number;
}

/** Whether anyone has reviewed the provider yet (the booking cards mark the others "New"). */
export const isRated = ({ average, count }: Rating) => average !== null && count > 0;

/** "4.8 out of 5 from 23 reviews", "5.0 out of 5 from 1 review", or "No reviews yet". */
export function ratingText(rating: Rating, locale?: string): string {
  if (!isRated(rating)) return 'No reviews yet';
  const average = rating.average!.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${average} out of 5 from ${plural(rating.count, { one: 'review', other: 'reviews' }, locale)}`;
}
