import { FormattedMessage, useIntl } from 'react-intl';
import { personalDataProps } from '@marketplace/error-reporting';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { durationText } from '@marketplace/domain-text/quantities';
import { useMarket } from '../../../lib/queries/use-market';
import { useQuote } from '../../../lib/queries/use-quote';
import { useBookingDraft } from '../../../stores/booking-draft/draft-store';
import { serviceLines } from '../domain/service-lines';
import styles from './booking-summary.module.css';

/** What the customer has chosen so far, and what it costs: the booking layout's running summary. */
export function BookingSummary() {
  const intl = useIntl();
  const draft = useBookingDraft();
  const market = useMarket(draft.marketId);
  const quote = useQuote(draft.marketId, draft.services, draft.repeat);
  const lines = serviceLines(intl, draft.services, market.data?.services);
  const timeZone = market.data?.timeZone;

  if (!draft.marketId) return (
      <p className={styles.empty}>
        <FormattedMessage id="booking.summary.empty" defaultMessage="Nothing chosen yet." />
      </p>
    );
  return (
    <dl className={styles.list}>
      <div className={styles.row}>
        <dt>
          <FormattedMessage id="booking.summary.where" defaultMessage="Where" />
        </dt>
        <dd translate="no">{market.data?.name ?? draft.marketId}</dd>
      </div>
      <div className={styles.row}>
        <dt>
          <FormattedMessage id="booking.summary.services" defaultMessage="Services" />
        </dt>
        <dd>
          {lines.length ? (
            <ul className={styles.services}>
              {lines.map((line) => (
                <li key={line.serviceId}>
                  <span translate="no">{line.name}</span> <span className={styles.muted}>{line.quantity}</span>
                </li>
              ))}
            </ul>
          ) : (
            <span className={styles.muted}>
              <FormattedMessage id="booking.summary.no-services" defaultMessage="None yet" />
            </span>
          )}
        </dd>
      </div>
      {quote.data && (
        <div className={styles.row}>
          <dt>
            <FormattedMessage id="booking.summary.duration" defaultMessage="Duration" />
          </dt>
          <dd>
            <FormattedMessage id="booking.summary.about-duration" defaultMessage="About {duration}" values={{ duration: durationText(intl, quote.data.durationMinutes) }} />
          </dd>
        </div>
      )}
      {draft.address && (
        <div className={styles.row}>
          <dt>
            <FormattedMessage id="booking.summary.address" defaultMessage="Address" />
          </dt>
          <dd translate="no" {...personalDataProps}>
            {draft.address.line1}
            {draft.address.line2 && <>, {draft.address.line2}</>}, {draft.address.city} {draft.address.postalCode}
          </dd>
        </div>
      )}
      {draft.start && timeZone && (
        <div className={styles.row}>
          <dt>
            <FormattedMessage id="booking.summary.when" defaultMessage="When" />
          </dt>
          <dd>
            <DateTime value={draft.start} timeZone={timeZone} format="datetime" showTimeZone />
          </dd>
        </div>
      )}
      {draft.hold && (
        <div className={styles.row}>
          <dt>
            <FormattedMessage id="booking.summary.provider" defaultMessage="Provider" />
          </dt>
          <dd translate="no">{draft.hold.providerName}</dd>
        </div>
      )}
      {draft.services?.length ? (
        <div className={styles.row}>
          <dt>
            <FormattedMessage id="booking.summary.price-so-far" defaultMessage="Price so far" />
          </dt>
          <dd aria-busy={quote.isFetching || undefined}>
            {quote.data ? (
              <>
                <Money amountMinor={quote.data.totalMinor} currency={quote.data.currency} className={styles.total} />
                <span className={styles.muted}>
                  {' '}
                  <FormattedMessage id="booking.summary.incl-fees" defaultMessage="incl. service fee and tax" />
                </span>
              </>
            ) : quote.isError ? (
              <span className={styles.muted}>
                <FormattedMessage id="booking.summary.price-unavailable" defaultMessage="Not available right now" />
              </span>
            ) : (
              <Skeleton width="6rem" />
            )}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
