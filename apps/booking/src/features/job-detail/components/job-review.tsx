import { FormattedMessage } from 'react-intl';
import type { JobDetail } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { DateTime } from '@marketplace/shared-ui/date-time';
import styles from './job-detail.module.css';

type Review = NonNullable<JobDetail['review']>;

/** The customer's rating and comment, once given. */
export function JobReview({ review, timeZone }: { review: Review; timeZone: string }) {
  return (
    <div className={styles.review}>
      <p className={styles.rating}>
        <span aria-hidden="true" className={styles.stars}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>{' '}
        <FormattedMessage id="booking.job-review.rating" defaultMessage="{rating} out of 5" values={{ rating: review.rating }} />
      </p>
      {review.comment && (
        <blockquote className={styles.comment} translate="no" {...personalDataProps}>
          {review.comment}
        </blockquote>
      )}
      <p className={styles.muted}>
        <FormattedMessage id="booking.job-review.sent" defaultMessage="Sent {date}" values={{ date: <DateTime value={review.createdAt} timeZone={timeZone} format="date" /> }} />
      </p>
    </div>
  );
}
