import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { JobDetail, Quote } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client/errors';
import { queryKeys } from '@marketplace/api-client';
import { formatMoney } from '@marketplace/shared-ui/money';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { CancellationPolicy } from '../../../components/cancellation-policy';
import { useMarket } from '../../../lib/queries/use-market';
import { useQuote } from '../../../lib/queries/use-quote';
import { draftStore, useBookingDraft } from '../../../stores/booking-draft/draft-store';
import { chooseRepeat } from '../../../stores/booking-draft/draft-updates';
import { placeBookingBody, placeFailure, type PlaceFailure } from '../domain/place-booking';
import { usePlaceBooking } from '../hooks/use-place-booking';
import { BookingReview, type ReviewPart } from './booking-review';
import type { CardTokeniser, RenderCard } from '../../../lib/card-tokeniser';
import { PaymentSection } from './payment-section';
import { RepeatChoice } from './repeat-choice';
import styles from './confirm-step.module.css';

export type HandledFailure = Exclude<PlaceFailure, { kind: 'other' } | { kind: 'logged-out' } | { kind: 'declined' }>;

export interface ConfirmStepProps {
  /** The footer; `label` says what the button does ("Book and authorise $154.32", "Book and repeat every 2 weeks"). */
  renderActions: (pending: boolean, label: ReactNode) => ReactNode;
  /** The hold's countdown; `placing` while the booking is being placed (the server decides then). */
  renderCountdown: (placing: boolean) => ReactNode;
  renderPrice: (quote: Quote) => ReactNode;
  /** The payment gateway's card field (test mode: the test card form). */
  renderCard: RenderCard;
  changePaths: Record<ReviewPart, string>;
  onPlaced: (job: JobDetail) => void;
  /** Sends the customer where the problem can be fixed; false when it can't be placed anywhere. */
  onFailed: (failure: HandledFailure) => boolean;
}

const isRunning = (expiresAt: string | undefined) => Boolean(expiresAt && Date.parse(expiresAt) > Date.now());

/** Step 7: everything chosen, how often, the price, the cancellation policy, the card, and "Book and authorise". */
export function ConfirmStep({ renderActions, renderCountdown, renderPrice, renderCard, changePaths, onPlaced, onFailed }: ConfirmStepProps) {
  const intl = useIntl();
  const draft = useBookingDraft();
  const market = useMarket(draft.marketId);
  const quote = useQuote(draft.marketId, draft.services, draft.repeat);
  const place = usePlaceBooking();
  const queryClient = useQueryClient();
  const sending = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const card = useRef<CardTokeniser>(null);
  const [tokenising, setTokenising] = useState(false);
  // The bank refused the card: shown at the card field. The hold is kept; another card is tried.
  const [declined, setDeclined] = useState<string | null>(null);
  const [now] = useState(() => Date.now());

  function fail(error: unknown) {
    sending.current = false;
    let failure = placeFailure(error);
    // The hold ran out while the request was on its way: that is what to tell the customer.
    if (failure.kind === 'other' && !isRunning(draftStore.get().hold?.expiresAt)) failure = { kind: 'hold-expired' };
    if (failure.kind === 'declined') {
      setDeclined(failure.message);
      return;
    }
    if (failure.kind === 'logged-out') {
      // The gate sends the customer to log in again; the draft and its hold are kept.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      return;
    }
    if (failure.kind !== 'other' && onFailed(failure)) return;
    setProblem(failure.kind === 'fields' ? Object.values(failure.fieldErrors).flat().join(' ') : failure.kind === 'other' ? failure.message : errorMessage(error));
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A second click (or Enter) before the first answer sends nothing: one booking per click burst.
    if (sending.current || !card.current) return;
    if (!quote.data) {
      setProblem(intl.formatMessage({ id: 'booking.confirm.price-first', defaultMessage: 'We need to show you the price before you book. Please wait for it, or reload the page.' }));
      return;
    }
    sending.current = true;
    setProblem(null);
    setDeclined(null);
    setTokenising(true);
    // Only the card's payment-method id goes with the booking; the same idempotency key is kept
    // after a decline, so a second card authorises and the booking is still placed once.
    const method = await card.current.tokenise().catch(() => null);
    setTokenising(false);
    const body = method && placeBookingBody(draftStore.get(), method.id);
    if (!body) {
      sending.current = false;
      return;
    }
    place.mutate(body, { onSuccess: ({ job }) => onPlaced(job), onError: fail });
  };

  if (market.isPending) return <Skeleton lines={8} label={intl.formatMessage({ id: 'booking.confirm.loading', defaultMessage: 'Loading your booking…' })} />;
  if (market.isError) {
    return (
      <Alert
        tone="danger"
        title={intl.formatMessage({ id: 'booking.confirm.load-failed', defaultMessage: 'We could not load your booking' })}
        action={
          <Button onClick={() => void market.refetch()}>
            <FormattedMessage id="booking.confirm.try-again" defaultMessage="Try again" />
          </Button>
        }
      >
        {errorMessage(market.error)}
      </Alert>
    );
  }
  const placing = place.isPending || place.isSuccess;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="step-title" className={styles.step}>
      {renderCountdown(placing)}
      <section aria-labelledby="review-title" className={styles.section}>
        <h2 id="review-title" className={styles.heading}>
          <FormattedMessage id="booking.confirm.review-title" defaultMessage="Your booking" />
        </h2>
        <BookingReview draft={draft} market={market.data} quote={quote.data} changePaths={changePaths} />
      </section>
      <RepeatChoice
        value={draft.repeat?.everyWeeks}
        onChange={(everyWeeks) => draftStore.update((current) => chooseRepeat(current, everyWeeks))}
        planDiscountBps={market.data.policies.planDiscountBps}
        disabled={placing}
      />
      <section aria-labelledby="price-title" className={styles.section}>
        <h2 id="price-title" className={styles.heading}>
          <FormattedMessage id="booking.confirm.price-title" defaultMessage="Price" />
        </h2>
        {quote.data ? (
          renderPrice(quote.data)
        ) : quote.isError ? (
          <Alert
            tone="danger"
            title={intl.formatMessage({ id: 'booking.confirm.price-failed', defaultMessage: 'We could not load the price' })}
            action={
              <Button onClick={() => void quote.refetch()}>
                <FormattedMessage id="booking.confirm.try-again" defaultMessage="Try again" />
              </Button>
            }
          >
            {errorMessage(quote.error)}
          </Alert>
        ) : (
          <Skeleton lines={4} label={intl.formatMessage({ id: 'booking.confirm.price-loading', defaultMessage: 'Loading the price…' })} />
        )}
      </section>
      <section aria-labelledby="policy-title" className={styles.section}>
        <h2 id="policy-title" className={styles.heading}>
          <FormattedMessage id="booking.confirm.policy-title" defaultMessage="Cancellation policy" />
        </h2>
        {draft.start && (
          <CancellationPolicy
            policy={market.data.policies}
            start={draft.start}
            timeZone={market.data.timeZone}
            totalMinor={quote.data?.totalMinor ?? 0}
            currency={market.data.currency}
            now={now}
            className={styles.policy}
          />
        )}
      </section>
      <PaymentSection renderCard={renderCard} cardRef={card} declined={declined} quote={quote.data} />
      <p className={styles.muted}>
        <FormattedMessage
          id="booking.confirm.terms"
          defaultMessage="By booking, you agree to our <link>terms</link>."
          values={{ link: (chunks) => <Link to="/terms">{chunks}</Link> }}
        />
      </p>
      {problem && (
        <Alert tone="danger" title={intl.formatMessage({ id: 'booking.confirm.place-failed', defaultMessage: 'We could not place your booking' })}>
          {problem} <FormattedMessage id="booking.confirm.try-again-safe" defaultMessage="You can try again: you won’t be booked twice." />
        </Alert>
      )}
      {renderActions(placing || tokenising, draft.repeat
          ? intl.formatMessage({ id: 'booking.plans.book-and-repeat', defaultMessage: '{everyWeeks, plural, one {Book and repeat every week} other {Book and repeat every # weeks}}' }, { everyWeeks: draft.repeat.everyWeeks })
          : quote.data
            ? intl.formatMessage({ id: 'booking.confirm.book-and-authorise', defaultMessage: 'Book and authorise {amount}' }, { amount: formatMoney(quote.data.totalMinor, quote.data.currency, intl.locale) })
            : intl.formatMessage({ id: 'booking.confirm.book-now-plain', defaultMessage: 'Book now' }))}
    </form>
  );
}
