import type { CardSummary } from '@marketplace/contracts';

/**
 * The payment gateway as the marketplace uses it (docs/payments.md). Every call that moves
 * money carries an idempotency key: the same key gives the same answer and moves money once,
 * however often it is retried. A refusal (a declined card, a failed capture or payout) is an
 * answer, `ok: false`; an outage throws, and the caller (or the queue) tries again later.
 *
 * The shape is Stripe's destination-charge flow: authorise the total on the customer's card,
 * capture all or part of it (capturing less releases the rest), void, refund what was
 * captured, and pay a provider out from the platform's balance.
 */
export interface PaymentGateway {
  readonly mode: 'test';
  authorise(request: AuthoriseRequest): Promise<GatewayAnswer<{ reference: string; card: CardSummary }>>;
  capture(request: { reference: string; amountMinor: number; idempotencyKey: string }): Promise<GatewayAnswer<{ capturedMinor: number }>>;
  void(request: { reference: string; idempotencyKey: string }): Promise<GatewayAnswer<Record<never, never>>>;
  refund(request: { reference: string; amountMinor: number; idempotencyKey: string }): Promise<GatewayAnswer<{ refundReference: string }>>;
  payout(request: { destination: string; amountMinor: number; currency: string; idempotencyKey: string }): Promise<GatewayAnswer<{ reference: string }>>;
  /**
   * Tokenises a bank account for payouts (like a Stripe external account): the answer's
   * reference is a payout `destination`; only the gateway keeps the numbers.
   */
  createPayoutAccount(request: PayoutAccountRequest): Promise<GatewayAnswer<{ reference: string; last4: string }>>;
  /** The gateway's own records, for reconciliation. */
  charges(): Promise<GatewayCharge[]>;
  payouts(): Promise<GatewayPayout[]>;
}

export interface AuthoriseRequest {
  /** A payment-method id from the gateway's tokenising field. */
  paymentMethod: string;
  /**
   * Who is paying (the marketplace's user id, as a gateway's customer): a payment method can
   * only be charged for the person who entered it, like a card attached to a Stripe customer.
   */
  customer: string;
  amountMinor: number;
  currency: string;
  idempotencyKey: string;
}

export interface PayoutAccountRequest {
  holderName: string;
  routingNumber: string;
  accountNumber: string;
  currency: string;
}

export type GatewayFailureCode = 'card_declined' | 'insufficient_funds' | 'unknown_payment_method' | 'capture_failed' | 'invalid_request' | 'payout_failed' | 'invalid_account';

/** A refusal, with a message fit to show the person concerned. */
export interface GatewayFailure {
  ok: false;
  code: GatewayFailureCode;
  message: string;
}

export type GatewayAnswer<T> = ({ ok: true } & T) | GatewayFailure;

export interface GatewayCharge {
  reference: string;
  currency: string;
  authorisedMinor: number;
  capturedMinor: number;
  refundedMinor: number;
  /** `authorised`: still held on the card; `capture_failed`: the card refused at capture (released). */
  status: 'authorised' | 'captured' | 'voided' | 'capture_failed';
}

export interface GatewayPayout {
  reference: string;
  destination: string;
  currency: string;
  amountMinor: number;
  status: 'paid' | 'failed';
}
