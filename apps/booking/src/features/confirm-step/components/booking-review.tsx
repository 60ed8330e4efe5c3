import { FormattedMessage, useIntl } from 'react-intl';
import type { MarketDetail, Quote } from '@marketplace/contracts';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { RichText } from '@marketplace/shared-ui/rich-text';
import { durationText } from '@marketplace/domain-text/quantities';
import { jobSizeLabel } from '@marketplace/job-ui/job-practical-facts';
import { quantityText } from '@marketplace/job-ui/quantity-text';
import { timeZoneLabel } from '@marketplace/job-ui/zone-label';
import type { BookingDraft } from '../../../stores/booking-draft/draft-schema';
import { ReviewRow } from './review-row';
import styles from './confirm-step.module.css';

export type ReviewPart = 'services' | 'time' | 'provider' | 'address' | 'jobInfo' | 'contact';

export interface BookingReviewProps {
  draft: BookingDraft;
  market: MarketDetail;
  quote?: Quote;
  /** Where each part is changed (its step). */
  changePaths: Record<ReviewPart, string>;
}

/** Everything the customer chose, each part with a link back to change it. */
export function BookingReview({ draft, market, quote, changePaths }: BookingReviewProps) {
  const intl = useIntl();
  const { timeZone } = market;
  const end = draft.start && quote ? new Date(Date.parse(draft.start) + quote.durationMinutes * 60_000) : undefined;
  return (
    <dl className={styles.review}>
      <ReviewRow label={intl.formatMessage({ id: 'booking.review.services', defaultMessage: 'Services' })} part="services" changePath={changePaths.services}>
        <ul className={styles.plainList}>
          {(draft.services ?? []).map(({ serviceId, quantity }) => {
            const offer = market.services.find((service) => service.id === serviceId);
            return (
              <li key={serviceId}>
                <span translate="no">{offer?.name ?? serviceId}</span> <span className={styles.muted}>{quantityText(intl, offer?.unit ?? 'job', quantity)}</span>
              </li>
            );
          })}
        </ul>
      </ReviewRow>
      {draft.start && (
        <ReviewRow label={intl.formatMessage({ id: 'booking.review.time', defaultMessage: 'Time' })} part="time" changePath={changePaths.time}>
          <DateTime value={draft.start} timeZone={timeZone} format="weekday-date" />
          <br />
          <DateTime value={draft.start} timeZone={timeZone} format="time" />
          {end && (
            <>
              {' – '}
              <DateTime value={end} timeZone={timeZone} format="time" />
            </>
          )}{' '}
          <span className={styles.muted}>{timeZoneLabel(intl, timeZone, draft.start)}</span>
          {quote && (
            <span className={styles.detail}>
              <FormattedMessage id="booking.review.about-duration" defaultMessage="About {duration}" values={{ duration: durationText(intl, quote.durationMinutes) }} />
            </span>
          )}
        </ReviewRow>
      )}
      {draft.hold && (
        <ReviewRow label={intl.formatMessage({ id: 'booking.review.provider', defaultMessage: 'Provider' })} part="provider" changePath={changePaths.provider}>
          <span translate="no">{draft.hold.providerName}</span>
        </ReviewRow>
      )}
      {draft.address && (
        <ReviewRow label={intl.formatMessage({ id: 'booking.review.address', defaultMessage: 'Address' })} part="address" changePath={changePaths.address} personal>
          <span translate="no">
            {draft.address.line1}
            {draft.address.line2 && <>, {draft.address.line2}</>}
            <br />
            {draft.address.city} {draft.address.postalCode}
          </span>
        </ReviewRow>
      )}
      {draft.jobInfo && (
        <ReviewRow label={intl.formatMessage({ id: 'booking.review.job-details', defaultMessage: 'Job details' })} part="jobInfo" changePath={changePaths.jobInfo} personal>
          <div translate="no">
            <RichText html={draft.jobInfo.descriptionHtml} />
          </div>
          <span className={styles.detail}>
            <FormattedMessage id="booking.review.size" defaultMessage="Size: {size}" values={{ size: jobSizeLabel(intl, draft.jobInfo.size) }} />
          </span>
          {draft.jobInfo.accessNotes && (
            <span className={styles.detail}>
              <FormattedMessage
                id="booking.review.access-notes"
                defaultMessage="Access notes: {notes}"
                values={{ notes: draft.jobInfo.accessNotes }}
              />
            </span>
          )}
        </ReviewRow>
      )}
      {draft.contact && (
        <ReviewRow label={intl.formatMessage({ id: 'booking.review.contact', defaultMessage: 'Contact' })} part="contact" changePath={changePaths.contact} personal>
          <span translate="no">
            {draft.contact.name}
            <br />
            {draft.contact.email}
            <br />
            {draft.contact.phone}
          </span>
        </ReviewRow>
      )}
    </dl>
  );
}
