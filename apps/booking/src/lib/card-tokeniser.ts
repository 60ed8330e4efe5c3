import type { ReactNode, Ref } from 'react';
import type { PaymentMethod } from '@marketplace/contracts';

/**
 * A payment gateway's card field as the features that take a card use it (the page hands the
 * field in): it turns the card into a payment method. Test mode's form today, Stripe Elements
 * tomorrow, without the features noticing.
 */
export interface CardTokeniser {
  /** Rejects after the field itself has shown what is wrong. */
  tokenise(): Promise<PaymentMethod>;
}

/** Renders the card field with a handle to tokenise it and the bank's refusal to show on it. */
export type RenderCard = (card: { ref: Ref<CardTokeniser>; declined: string | null }) => ReactNode;
