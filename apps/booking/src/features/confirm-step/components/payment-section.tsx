import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Quote } from '@marketplace/contracts';
import { Money } from '@marketplace/shared-ui/money';
import { TestModeBanner } from '@marketplace/shared-ui/test-mode-banner';
import type { CardTokeniser, RenderCard } from '../../../lib/card-tokeniser';
import styles from './confirm-step.module.css';


interface PaymentSectionProps {
  renderCard: RenderCard;
  cardRef: Ref<CardTokeniser>;
  declined: string | null;
  quote: Quote | undefined;
}

/** The card, and what booking does with it: the total is held now and taken when the job is done. */
export function PaymentSection({ renderCard, cardRef, declined, quote }: PaymentSectionProps) {
  return (
    <section aria-labelledby="payment-title" className={styles.section}>
      <h2 id="payment-title" className={styles.heading}>
        <FormattedMessage id="booking.confirm.payment" defaultMessage="Payment" />
      </h2>
      <TestModeBanner showCards />
      {renderCard({ ref: cardRef, declined })}
      <p className={styles.muted}>
        {quote ? (
          <FormattedMessage
            id="booking.confirm.holds-amount"
            defaultMessage="Booking holds {amount} on your card now; it is only taken once the job is done."
            values={{ amount: <Money amountMinor={quote.totalMinor} currency={quote.currency} /> }}
          />
        ) : (
          <FormattedMessage id="booking.confirm.holds-total" defaultMessage="Booking holds the total on your card now; it is only taken once the job is done." />
        )}
      </p>
    </section>
  );
}
