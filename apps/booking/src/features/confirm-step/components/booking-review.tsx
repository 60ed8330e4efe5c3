import type { MarketDetail, Quote } from '@marketplace/contracts';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { RichText } from '@marketplace/shared-ui/rich-text';
import { durationText } from '@marketplace/domain-text/quantities';
import { timeZoneLabel } from '@marketplace/job-ui/zone-label';
import type { BookingDraft } from '../../../stores/booking-draft/draft-schema';
import { ReviewRow } from './review-row';
import styles from './confirm-step.module.css';
import { quantityText } from '@marketplace/job-ui/quantity-text';

export type ReviewPart = 'services' | 'time' | 'provider' | 'address' | 'jobInfo' | 'contact';

export interface BookingReviewProps {
  draft: BookingDraft;
  market: MarketDetail;
  quote?: Quote;
  /** Where each part is changed (its step). */
  changePaths: Record<ReviewPart, string>;
}

const sizeNames = { small: 'Small', medium: 'Medium', large: 'Large' } as const;

/** Everything the customer chose, each part with a link back to change it. */
export function BookingReview({ draft, market, quote, changePaths }: BookingReviewProps) {
  const { timeZone } = market;
  const end = draft.start && quote ? new Date(Date.parse(draft.start) + quote.durationMinutes * 60_000) : undefined;
  return (
    <dl className={styles.review}>
      <ReviewRow label="Services" changePath={changePaths.services}>
        <ul className={styles.plainList}>
          {(draft.services ?? []).map(({ serviceId, quantity }) => {
            const offer = market.services.find((service) => service.id === serviceId);
            return (
              <li key={serviceId}>
                {offer?.name ?? serviceId} <span className={styles.muted}>{quantityText(offer?.unit ?? 'job', quantity)}</span>
              </li>
            );
          })}
        </ul>
      </ReviewRow>
      {draft.start && (
        <ReviewRow label="Time" changePath={changePaths.time}>
          <DateTime value={draft.start} timeZone={timeZone} format="weekday-date" />
          <br />
          <DateTime value={draft.start} timeZone={timeZone} format="time" />
          {end && (
            <>
              {' – '}
              <DateTime value={end} timeZone={timeZone} format="time" />
            </>
          )}{' '}
          <span className={styles.muted}>{timeZoneLabel(timeZone, draft.start)}</span>
          {quote && <span className={styles.detail}>About {durationText(quote.durationMinutes)}</span>}
        </ReviewRow>
      )}
      {draft.hold && (
        <ReviewRow label="Provider" changePath={changePaths.provider}>
          {draft.hold.providerName}
        </ReviewRow>
      )}
      {draft.address && (
        <ReviewRow label="Address" changePath={changePaths.address} personal>
          {draft.address.line1}
          {draft.address.line2 && <>, {draft.address.line2}</>}
          <br />
          {draft.address.city} {draft.address.postalCode}
        </ReviewRow>
      )}
      {draft.jobInfo && (
        <ReviewRow label="Job details" changePath={changePaths.jobInfo} personal>
          <RichText html={draft.jobInfo.descriptionHtml} />
          <span className={styles.detail}>Size: {sizeNames[draft.jobInfo.size]}</span>
          {draft.jobInfo.accessNotes && <span className={styles.detail}>Access notes: {draft.jobInfo.accessNotes}</span>}
        </ReviewRow>
      )}
      {draft.contact && (
        <ReviewRow label="Contact" changePath={changePaths.contact} personal>
          {draft.contact.name}
          <br />
          {draft.contact.email}
          <br />
          {draft.contact.phone}
        </ReviewRow>
      )}
    </dl>
  );
}
