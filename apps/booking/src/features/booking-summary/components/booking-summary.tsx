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
  const draft = useBookingDraft();
  const market = useMarket(draft.marketId);
  const quote = useQuote(draft.marketId, draft.services);
  const lines = serviceLines(draft.services, market.data?.services);
  const timeZone = market.data?.timeZone;

  if (!draft.marketId) return <p className={styles.empty}>Nothing chosen yet.</p>;
  return (
    <dl className={styles.list}>
      <div className={styles.row}>
        <dt>Where</dt>
        <dd>{market.data?.name ?? draft.marketId}</dd>
      </div>
      <div className={styles.row}>
        <dt>Services</dt>
        <dd>
          {lines.length ? (
            <ul className={styles.services}>
              {lines.map((line) => (
                <li key={line.serviceId}>
                  {line.name} <span className={styles.muted}>{line.quantity}</span>
                </li>
              ))}
            </ul>
          ) : (
            <span className={styles.muted}>None yet</span>
          )}
        </dd>
      </div>
      {quote.data && (
        <div className={styles.row}>
          <dt>Duration</dt>
          <dd>About {durationText(quote.data.durationMinutes)}</dd>
        </div>
      )}
      {draft.address && (
        <div className={styles.row}>
          <dt>Address</dt>
          <dd {...personalDataProps}>
            {draft.address.line1}
            {draft.address.line2 && `, ${draft.address.line2}`}, {draft.address.city} {draft.address.postalCode}
          </dd>
        </div>
      )}
      {draft.start && timeZone && (
        <div className={styles.row}>
          <dt>When</dt>
          <dd>
            <DateTime value={draft.start} timeZone={timeZone} format="datetime" showTimeZone />
          </dd>
        </div>
      )}
      {draft.hold && (
        <div className={styles.row}>
          <dt>Provider</dt>
          <dd>{draft.hold.providerName}</dd>
        </div>
      )}
      {draft.services?.length ? (
        <div className={styles.row}>
          <dt>Price so far</dt>
          <dd aria-busy={quote.isFetching || undefined}>
            {quote.data ? (
              <>
                <Money amountMinor={quote.data.totalMinor} currency={quote.data.currency} className={styles.total} />
                <span className={styles.muted}> incl. service fee and tax</span>
              </>
            ) : quote.isError ? (
              <span className={styles.muted}>Not available right now</span>
            ) : (
              <Skeleton width="6rem" />
            )}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
