import type { ReactNode, Ref } from 'react';
import type { PaymentMethod, Quote } from '@marketplace/contracts';
import { Money } from '@marketplace/shared-ui/money';
import { TestModeBanner } from '@marketplace/shared-ui/test-mode-banner';
import styles from './confirm-step.module.css';

/** The card field as this step uses it: whatever gateway field it is, it turns the card into a payment method. */
export interface CardTokeniser {
  /** Rejects after the field itself has shown what is wrong. */
  tokenise(): Promise<PaymentMethod>;
}

/** The gateway's card field, given a handle to tokenise it and the bank's refusal to show on it. */
export type RenderCard = (card: { ref: Ref<CardTokeniser>; declined: string | null }) => ReactNode;

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
        Payment
      </h2>
      <TestModeBanner showCards />
      {renderCard({ ref: cardRef, declined })}
      <p className={styles.muted}>
        {quote ? (
          <>
            Booking holds <Money amountMinor={quote.totalMinor} currency={quote.currency} /> on your card now; it is only taken once the job is done.
          </>
        ) : (
          'Booking holds the total on your card now; it is only taken once the job is done.'
        )}
      </p>
    </section>
  );
}
