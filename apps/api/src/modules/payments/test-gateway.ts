import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, TestCardBehaviour } from '../../db/schema';
import type { GatewayAnswer, GatewayFailure, PaymentGateway } from './gateway';
import {
  claimGatewayRequest,
  findGatewayRequest,
  findTestPaymentMethod,
  insertTestCharge,
  insertTestPayout,
  insertTestRefund,
  listTestCharges,
  listTestPayouts,
  lockTestCharge,
  saveGatewayResponse,
  updateTestCharge,
} from './test-gateway.repository';
import { createTestPayoutAccount, payoutAccountFails } from './test-payout-accounts';

/**
 * The test cards (Stripe's numbers, so a developer's habits carry over). Any other number is
 * refused by the test form: test mode never sees a real card.
 */
export const testCards: ReadonlyArray<{ number: string; brand: string; behaviour: TestCardBehaviour; description: string }> = [
  { number: '4242424242424242', brand: 'Visa', behaviour: 'succeed', description: 'Succeeds' },
  { number: '5555555555554444', brand: 'Mastercard', behaviour: 'succeed', description: 'Succeeds' },
  { number: '4000000000000002', brand: 'Visa', behaviour: 'decline', description: 'Declined' },
  { number: '4000000000009995', brand: 'Visa', behaviour: 'insufficient_funds', description: 'Declined: insufficient funds' },
  { number: '4000000000000341', brand: 'Visa', behaviour: 'capture_fail', description: 'Authorises, then fails when captured' },
];

/** Ready-made payment-method ids for tests and scripts (like Stripe's `pm_card_visa`). */
export const testPaymentMethods = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
  captureFails: 'pm_card_captureFails',
} as const;

const staticMethods: Record<string, { brand: string; last4: string; behaviour: TestCardBehaviour }> = {
  [testPaymentMethods.visa]: { brand: 'Visa', last4: '4242', behaviour: 'succeed' },
  [testPaymentMethods.declined]: { brand: 'Visa', last4: '0002', behaviour: 'decline' },
  [testPaymentMethods.insufficientFunds]: { brand: 'Visa', last4: '9995', behaviour: 'insufficient_funds' },
  [testPaymentMethods.captureFails]: { brand: 'Visa', last4: '0341', behaviour: 'capture_fail' },
};

/** A payout to this test bank account fails (Stripe's "no account" test number). */
export const FAILING_TEST_BANK_ACCOUNT = 'test_bank_000111111116';

export const newGatewayId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

const failure = (code: GatewayFailure['code'], message: string): GatewayFailure => ({ ok: false, code, message });

/**
 * Runs `operation` once per idempotency key, in its own transaction (a gateway is another
 * system: its state does not roll back with the caller's). A second call with the key — a retry,
 * or a concurrent duplicate that waits on the key's row — gets the first answer.
 */
async function once<T>(db: Kysely<Database>, key: string, operation: string, run: (trx: Transaction<Database>) => Promise<GatewayAnswer<T>>): Promise<GatewayAnswer<T>> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimGatewayRequest(trx, key, operation))) {
      const earlier = await findGatewayRequest(trx, key);
      if (earlier.operation !== operation) return failure('invalid_request', `The idempotency key was used for a different request (${earlier.operation}).`);
      return earlier.response as GatewayAnswer<T>;
    }
    const answer = await run(trx);
    await saveGatewayResponse(trx, key, answer);
    return answer;
  });
}

/**
 * A payment method by id; with `owner`, only when that person entered it (docs/payments.md,
 * "Payment methods"). The ready-made test ids belong to nobody and serve everyone, as Stripe's do.
 */
async function methodOf(db: Kysely<Database>, id: string, owner?: string) {
  return staticMethods[id] ?? findTestPaymentMethod(db, id, owner);
}

/**
 * The built-in gateway: test mode, its state in the marketplace's own database
 * (`test_gateway_*`), behaving like a card processor for the test cards above.
 */
export function createTestGateway(db: Kysely<Database>): PaymentGateway {
  return {
    mode: 'test',

    authorise: ({ paymentMethod, customer, amountMinor, currency, idempotencyKey }) =>
      once(db, idempotencyKey, `authorise:${paymentMethod}:${amountMinor}:${currency}`, async (trx) => {
        if (!Number.isInteger(amountMinor) || amountMinor <= 0) return failure('invalid_request', 'The amount must be a positive whole number of minor units.');
        // Someone else's card answers exactly as an unknown one: ids cannot be probed.
        const method = await methodOf(trx, paymentMethod, customer);
        if (!method) return failure('unknown_payment_method', 'Payment method not found.');
        if (method.behaviour === 'decline') return failure('card_declined', 'Your card was declined. Please use another card.');
        if (method.behaviour === 'insufficient_funds') return failure('insufficient_funds', 'Your card has insufficient funds. Please use another card.');
        const reference = newGatewayId('ch');
        await insertTestCharge(trx, { id: reference, payment_method_id: paymentMethod, currency, authorised_minor: amountMinor, status: 'authorised' });
        return { ok: true, reference, card: { brand: method.brand, last4: method.last4 } };
      }),

    capture: ({ reference, amountMinor, idempotencyKey }) =>
      once(db, idempotencyKey, `capture:${reference}:${amountMinor}`, async (trx) => {
        const charge = await lockTestCharge(trx, reference);
        if (!charge) return failure('invalid_request', 'There is no such charge.');
        if (charge.status !== 'authorised') return failure('invalid_request', `This charge is ${charge.status}; only an authorised charge can be captured.`);
        if (!Number.isInteger(amountMinor) || amountMinor <= 0 || amountMinor > charge.authorised_minor) {
          return failure('invalid_request', 'The amount to capture must be above zero and at most what was authorised.');
        }
        const method = await methodOf(trx, charge.payment_method_id);
        if (method?.behaviour === 'capture_fail') {
          await updateTestCharge(trx, reference, { status: 'capture_failed', updated_at: new Date() });
          return failure('capture_failed', 'The card issuer refused the payment when it was taken.');
        }
        await updateTestCharge(trx, reference, { status: 'captured', captured_minor: amountMinor, updated_at: new Date() });
        return { ok: true, capturedMinor: amountMinor };
      }),

    void: ({ reference, idempotencyKey }) =>
      once(db, idempotencyKey, `void:${reference}`, async (trx) => {
        const charge = await lockTestCharge(trx, reference);
        if (!charge) return failure('invalid_request', 'There is no such charge.');
        if (charge.status !== 'authorised') return failure('invalid_request', `This charge is ${charge.status}; only an authorised charge can be voided.`);
        await updateTestCharge(trx, reference, { status: 'voided', updated_at: new Date() });
        return { ok: true };
      }),

    refund: ({ reference, amountMinor, idempotencyKey }) =>
      once(db, idempotencyKey, `refund:${reference}:${amountMinor}`, async (trx) => {
        const charge = await lockTestCharge(trx, reference);
        if (!charge) return failure('invalid_request', 'There is no such charge.');
        if (charge.status !== 'captured') return failure('invalid_request', 'Only a captured charge can be refunded.');
        if (!Number.isInteger(amountMinor) || amountMinor <= 0 || charge.refunded_minor + amountMinor > charge.captured_minor) {
          return failure('invalid_request', 'A refund must be above zero and at most what is left of the charge.');
        }
        const refundReference = newGatewayId('re');
        await insertTestRefund(trx, { id: refundReference, charge_id: reference, amount_minor: amountMinor });
        await updateTestCharge(trx, reference, { refunded_minor: charge.refunded_minor + amountMinor, updated_at: new Date() });
        return { ok: true, refundReference };
      }),

    payout: ({ destination, amountMinor, currency, idempotencyKey }) =>
      once(db, idempotencyKey, `payout:${destination}:${amountMinor}:${currency}`, async (trx) => {
        if (!Number.isInteger(amountMinor) || amountMinor <= 0) return failure('invalid_request', 'A payout must be above zero.');
        const reference = newGatewayId('po');
        const fails = destination === FAILING_TEST_BANK_ACCOUNT || (await payoutAccountFails(trx, destination));
        const message = 'The bank refused the transfer: the account does not exist.';
        await insertTestPayout(trx, { id: reference, destination, currency, amount_minor: amountMinor, status: fails ? 'failed' : 'paid', failure_message: fails ? message : null });
        return fails ? failure('payout_failed', message) : { ok: true, reference };
      }),

    createPayoutAccount: (request) => createTestPayoutAccount(db, request, newGatewayId('ba')),

    async charges() {
      const rows = await listTestCharges(db);
      return rows.map((row) => ({
        reference: row.id,
        currency: row.currency,
        authorisedMinor: row.authorised_minor,
        capturedMinor: row.captured_minor,
        refundedMinor: row.refunded_minor,
        status: row.status,
      }));
    },

    async payouts() {
      const rows = await listTestPayouts(db);
      return rows.map((row) => ({ reference: row.id, destination: row.destination, currency: row.currency, amountMinor: row.amount_minor, status: row.status }));
    },
  };
}
