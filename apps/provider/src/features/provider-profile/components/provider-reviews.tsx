import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Pagination } from '@marketplace/shared-ui/pagination';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useProviderReviews } from '../api/use-provider-reviews';
import styles from './provider-profile.module.css';

const stars = (rating: number) => `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;

/** What customers wrote, newest first, a page at a time; customers appear by first name only. */
export function ProviderReviews({ providerId }: { providerId: string }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const reviews = useProviderReviews(providerId, page);
  if (reviews.isPending) return <Skeleton lines={4} label={intl.formatMessage({ id: 'provider.reviews.loading', defaultMessage: 'Loading reviews…' })} />;
  if (!reviews.data) {
    return (
      <Alert
        tone="danger"
        title={intl.formatMessage({ id: 'provider.reviews.failed', defaultMessage: 'We could not load the reviews' })}
        action={
          <Button onClick={() => void reviews.refetch()}>
            <FormattedMessage id="provider.reviews.try-again" defaultMessage="Try again" />
          </Button>
        }
      >
        {errorMessage(reviews.error)}
      </Alert>
    );
  }
  const { total, pageSize } = reviews.data;
  if (total === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={intl.formatMessage({ id: 'provider.reviews.empty', defaultMessage: 'No reviews yet' })}
        description={intl.formatMessage({ id: 'provider.reviews.empty-text', defaultMessage: 'Reviews appear here once customers rate their completed jobs.' })}
      />
    );
  }
  return (
    <>
      <ol className={styles.reviews} aria-busy={reviews.isPlaceholderData}>
        {reviews.data.reviews.map((review, i) => (
          <li key={`${page}-${i}`} className={styles.review}>
            <p className={styles.reviewHead}>
              <span role="img" aria-label={intl.formatMessage({ id: 'provider.reviews.stars', defaultMessage: '{rating} out of 5 stars' }, { rating: review.rating })} className={styles.stars}>
                {stars(review.rating)}
              </span>{' '}
              <strong translate="no">{review.firstName}</strong> · <DateTime value={review.createdAt} timeZone="UTC" format="date" />
            </p>
            {review.comment && (
              <p className={styles.comment} translate="no">
                {review.comment}
              </p>
            )}
          </li>
        ))}
      </ol>
      {total > pageSize && <Pagination page={page} pageCount={Math.ceil(total / pageSize)} onPageChange={setPage} />}
    </>
  );
}
