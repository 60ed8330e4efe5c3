import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { Database, JobRow, PaymentKind } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ErrorText } from '../../http/error-messages/localized';
import { authorisationLines, postLedgerTransaction } from '../ledger';
import type { AuthoriseRequest, GatewayFailureCode } from './gateway';
import { insertPayment, paymentExistsFor, type PaymentRow } from './payments.repository';
import { paymentsMessages as m } from './payments-messages';

/** A refusal by the bank in the customer's words, by its code (docs/languages.md); the gateway's own words are for the logs. */
const declines: Partial<Record<GatewayFailureCode, ErrorText>> = { card_declined: m.cardDeclined, insufficient_funds: m.insufficientFunds };

export interface Authorisation {
  reference: string;
  amountMinor: number;
  currency: string;
  card: { brand: string; last4: string };
}

/**
 * Holds `amountMinor` on the customer's card. A refusal is a 402 worded by its code in the
 * customer's language ("Your card was declined…"): the caller keeps whatever it holds (the slot) so the customer
 * can try another card. `idempotencyKey` makes a retry hold the money once.
 */
export async function authoriseCard(deps: Pick<Deps, 'gateway'>, request: AuthoriseRequest): Promise<Authorisation> {
  const answer = await deps.gateway.authorise(request);
  if (!answer.ok) {
    if (answer.code === 'invalid_request') throw AppError.conflict(m.paymentRefused);
    // Not a refusal by the bank: the id names no card of this customer's (a 400 on the field).
    if (answer.code === 'unknown_payment_method') throw AppError.validation({ paymentMethod: [m.paymentMethodNotFoundField] }, m.paymentMethodNotFound);
    throw AppError.paymentDeclined(declines[answer.code] ?? m.cardDeclined);
  }
  return { reference: answer.reference, amountMinor: request.amountMinor, currency: request.currency, card: answer.card };
}

/**
 * Gives the hold on the card back when no payment recorded it (the booking it was for did not
 * happen). A concurrent duplicate of the same request got the same authorisation from the
 * gateway and may have recorded it: then it stays. Best effort: `pnpm reconcile` lists what is left.
 */
export async function releaseUnusedAuthorisation(deps: Deps, authorisation: Authorisation): Promise<void> {
  if (await paymentExistsFor(deps.db, authorisation.reference)) return;
  try {
    await deps.gateway.void({ reference: authorisation.reference, idempotencyKey: `void:${authorisation.reference}` });
  } catch {
    // The gateway is unreachable: the authorisation lapses on its own, and `pnpm reconcile` lists it.
  }
}

/**
 * Records the authorisation on the job, inside the transaction that places (or charges) it: the
 * payment and its ledger memo. `kind` `tip`: a tip for the job, a payment of its own.
 */
export async function recordAuthorisation(
  trx: Kysely<Database>,
  job: Pick<JobRow, 'id' | 'market_id' | 'customer_id'>,
  authorisation: Authorisation,
  at: Date,
  kind: PaymentKind = 'job',
): Promise<PaymentRow | undefined> {
  const payment = await insertPayment(trx, {
    kind,
    job_id: job.id,
    market_id: job.market_id,
    customer_id: job.customer_id,
    currency: authorisation.currency,
    authorised_minor: authorisation.amountMinor,
    gateway_reference: authorisation.reference,
    card_brand: authorisation.card.brand,
    card_last4: authorisation.card.last4,
    created_at: at,
  });
  if (!payment) return undefined;
  await postLedgerTransaction(trx, {
    marketId: job.market_id,
    currency: authorisation.currency,
    kind: 'authorisation',
    jobId: job.id,
    paymentId: payment.id,
    description: `${authorisation.card.brand} ••${authorisation.card.last4} authorised`,
    at,
    lines: authorisationLines(authorisation.amountMinor),
  });
  return payment;
}
