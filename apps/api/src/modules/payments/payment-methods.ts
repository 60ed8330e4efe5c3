import type { PaymentMethod } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { newGatewayId, testCards } from './test-gateway';
import { insertTestPaymentMethod } from './test-gateway.repository';
import { paymentsMessages as m } from './payments-messages';

/** A card as the test form sends it, after `testCardSchema` (the number's spaces and dashes removed). */
export interface EnteredCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}


/** A card is good through the last day of its expiry month (UTC: the gateway's clock). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  return expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * What a real gateway's tokenising field does in the browser: keeps the card and hands back a
 * payment-method id. Test mode knows the test cards only, so a real number never gets past
 * this. Only brand, last four digits, expiry and the test behaviour are stored: the number and
 * the CVC go no further than this function.
 */
export async function createTestPaymentMethod(deps: Deps, userId: string, card: EnteredCard): Promise<PaymentMethod> {
  const known = testCards.find((candidate) => candidate.number === card.number);
  if (!known) throw AppError.validation({ number: [m.useTestCard] }, m.notTestCard);
  if (isExpired(card.expMonth, card.expYear, deps.now())) throw AppError.validation({ expMonth: [m.cardExpiredField] }, m.cardExpired);
  const method = { id: newGatewayId('pm'), brand: known.brand, last4: known.number.slice(-4), expMonth: card.expMonth, expYear: card.expYear };
  await insertTestPaymentMethod(deps.db, {
    id: method.id,
    brand: method.brand,
    last4: method.last4,
    exp_month: method.expMonth,
    exp_year: method.expYear,
    behaviour: known.behaviour,
    created_by: userId,
  });
  return method;
}
