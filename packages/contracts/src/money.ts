import { z } from './zod';
import { instantSchema } from './booking';
import { marketIdSchema, marketIdViewSchema, singleLineText, uuidSchema } from './common';
import { endpoint } from './endpoint';
import { currencySchema, gatewayModeSchema, minorSchema as minor, moneyLimits } from './money-units';
import { providerPaymentsSchema } from './provider-payments';
import { routes } from './routes';
import { v } from './messages/validation-messages';

/**
 * Money (docs/product.md §4a, §5; docs/payments.md). Amounts are integer minor units in the market's
 * currency. Every amount shown comes from the ledger; payment and invoice states from their rows.
 */
export { currencySchema, gatewayModeSchema, minorSchema, moneyLimits } from './money-units';

/** Payment status is separate from job status (docs/product.md §5). `voided`: released without taking anything. */
export const paymentStatuses = ['authorized', 'captured', 'partially_refunded', 'refunded', 'voided', 'failed'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const cardSummarySchema = z.object({ brand: z.string().check(z.maxLength(20)), last4: z.string().check(z.maxLength(4), z.regex(/^\d{4}$/)) });
export type CardSummary = z.infer<typeof cardSummarySchema>;

// ---- Cards (test mode). A real gateway's tokenising field would send the number straight to
// the gateway and hand the page a payment-method id; the test form does the same through this
// endpoint, so only the id ever reaches the booking.
const cardNumberSchema = z.pipe(z.pipe(z.string(), z.transform((value) => value.replace(/[\s-]/g, ''))), z.string().check(z.maxLength(19, v.enterTheCardNumber12To), z.regex(/^\d{12,19}$/, v.enterTheCardNumber12To)));

export const testCardSchema = z.object({
  number: z.pipe(z.string().check(z.maxLength(30, v.enterTheCardNumber12To)), cardNumberSchema),
  expMonth: z.coerce.number().check(z.int(), z.gte(1, v.enterTheMonth112), z.lte(12, v.enterTheMonth112)),
  expYear: z.coerce.number().check(z.int(), z.gte(2000, v.enterTheYearEG2030), z.lte(2100, v.enterTheYearEG2030)),
  cvc: z.string().check(z.maxLength(4, v.enterThe3Or4Digit), z.regex(/^\d{3,4}$/, v.enterThe3Or4Digit)),
});
export type TestCard = z.input<typeof testCardSchema>;

export const paymentMethodSchema = z.object({
  id: z.string().check(z.maxLength(100)),
  brand: z.string().check(z.maxLength(20)),
  last4: z.string().check(z.maxLength(4), z.regex(/^\d{4}$/)),
  expMonth: z.number().check(z.int()),
  expYear: z.number().check(z.int()),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** A payment-method id from the gateway's tokenising field (or a test token such as `pm_card_visa`). */
export const paymentMethodIdSchema = z.string().check(z.trim(), z.minLength(1, v.enterACard), z.maxLength(100));

// ---- Invoices and credit notes.
export const invoiceLineSchema = z.object({
  description: z.string().check(z.maxLength(200)),
  quantity: z.number(),
  unit: z.enum(['job', 'hour', 'fee']),
  unitPriceMinor: minor,
  amountMinor: minor,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** A refund as a credit note against the invoice. */
export const creditNoteSchema = z.object({
  /** "NYC-CN-000003". */
  number: z.string().check(z.maxLength(40)),
  amountMinor: minor,
  reason: z.string().check(z.maxLength(500)),
  issuedAt: instantSchema,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const invoiceStatusSchema = z.enum(['open', 'paid']);

/**
 * A tip given for the invoice's job (docs/payments.md, "Tips"): not a line of the invoice (a
 * gift to the provider, not a sale), shown after its totals. Only tips that were taken.
 */
export const invoiceTipSchema = z.object({ id: uuidSchema, amountMinor: minor, paidAt: instantSchema, refundedMinor: minor });
export type InvoiceTip = z.infer<typeof invoiceTipSchema>;

export const invoiceSchema = z.object({
  id: uuidSchema,
  /** Per market, without gaps: "NYC-000042". */
  number: z.string().check(z.maxLength(40)),
  kind: z.enum(['job', 'cancellation_fee']),
  status: invoiceStatusSchema,
  currency: currencySchema,
  issuedAt: instantSchema,
  paidAt: z.nullable(instantSchema),
  market: z.object({ id: marketIdViewSchema, name: z.string().check(z.maxLength(100)), timeZone: z.string().check(z.maxLength(64)) }),
  job: z.object({ id: uuidSchema, start: instantSchema }),
  /**
   * The job's contact. For a provider who has not accepted the job: no email, and the address
   * is the area only (docs/provider.md, "Who sees a customer's contact details").
   */
  billedTo: z.object({ name: z.string().check(z.maxLength(100)), email: z.nullable(z.string().check(z.maxLength(254))), address: z.array(z.string().check(z.maxLength(120))).check(z.maxLength(4)) }),
  provider: z.nullable(z.object({ displayName: z.string().check(z.maxLength(100)) })),
  lines: z.array(invoiceLineSchema).check(z.maxLength(moneyLimits.invoiceLines)),
  subtotalMinor: minor,
  serviceFeeMinor: minor,
  taxMinor: minor,
  totalMinor: minor,
  /** From the ledger: what was captured against this invoice and what was refunded since. */
  paidMinor: minor,
  creditNotes: z.array(creditNoteSchema).check(z.maxLength(moneyLimits.creditNotes)),
  /** total − credit notes. */
  balanceAfterCreditsMinor: minor,
  legalFooter: z.string().check(z.maxLength(1000)),
  /** The job's tips (none on a cancellation fee's invoice), oldest first. */
  tips: z.array(invoiceTipSchema).check(z.maxLength(moneyLimits.tipsPerJob)),
  mode: gatewayModeSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

// ---- A job's money as each party may see it.
export const refundRecordSchema = z.object({
  id: uuidSchema,
  amountMinor: minor,
  reason: z.string().check(z.maxLength(500)),
  status: z.enum(['pending', 'succeeded', 'failed']),
  at: instantSchema,
  creditNoteNumber: z.nullable(z.string().check(z.maxLength(40))),
  /** Manager's name (shown to managers only; null for others). */
  by: z.nullable(z.string().check(z.maxLength(100))),
});
export type RefundRecord = z.infer<typeof refundRecordSchema>;

export const jobPaymentSchema = z.object({
  mode: gatewayModeSchema,
  currency: currencySchema,
  /** The latest payment's status, or `none` (a job booked before payments, or nothing taken yet). */
  status: z.union([paymentStatusSchema, z.literal('none')]),
  /** The card of the latest payment (customer, managers; null for the provider). */
  card: z.nullable(cardSummarySchema),
  /** From the ledger: held on the card now, captured in total, refunded in total, captured less refunded. */
  authorisedMinor: minor,
  capturedMinor: minor,
  refundedMinor: minor,
  netMinor: minor,
  /** Why the last attempt failed, in words for the customer. */
  failureMessage: z.nullable(z.string().check(z.maxLength(300))),
  /** The customer can pay from the job page now (the invoice is open and nothing is held). */
  canPay: z.boolean(),
  /** A manager can refund up to this (captured less refunded and pending refunds); 0 when nothing can be. */
  refundableMinor: minor,
  invoice: z.nullable(z.object({ id: uuidSchema, number: z.string().check(z.maxLength(40)), status: invoiceStatusSchema, totalMinor: minor })),
  refunds: z.array(refundRecordSchema).check(z.maxLength(moneyLimits.refundsPerJob)),
  /** The provider's share (total less commission), captured and refunded, from the ledger (provider and managers; null for the customer). */
  providerEarnings: z.nullable(z.object({ earnedMinor: minor, commissionMinor: minor })),
});
export type JobPayment = z.infer<typeof jobPaymentSchema>;

export const payFromJobSchema = z.object({ paymentMethod: paymentMethodIdSchema, idempotencyKey: uuidSchema });
export type PayFromJob = z.input<typeof payFromJobSchema>;

export const refundRequestSchema = z.object({
  amountMinor: z.number().check(z.int(v.wholeCentsOnly), z.positive(v.enterAnAmountAboveZero), z.lte(100_000_000, v.thatAmountIsTooLarge)),
  reason: singleLineText().check(z.minLength(1, v.giveAReasonItIsShown), z.maxLength(500, v.atMost500Characters)),
  /** One per refund the manager means: a double click sends the same key and refunds once. */
  idempotencyKey: uuidSchema,
  /** Refund this tip of the job instead of the job's own payment (docs/payments.md, "Tips"). */
  tipId: z.optional(uuidSchema),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

const jobParams = z.object({ jobId: uuidSchema });
const invoiceParams = z.object({ invoiceId: uuidSchema });
const deskParams = z.object({ marketId: z.catch(marketIdSchema, ''), jobId: uuidSchema });
const providerParams = z.object({ providerId: uuidSchema });

export const moneyEndpoints = {
  createTestPaymentMethod: endpoint({
    ...routes['payments.createTestPaymentMethod'],
    access: 'authenticated',
    rateLimit: 'testCard',
    summary: 'Test mode only: tokenise a test card (what a real gateway’s card field does in the browser); only the id reaches a booking',
    tags: ['payments'],
    body: testCardSchema,
    response: paymentMethodSchema,
    status: 201,
  }),
  jobPayment: endpoint({
    ...routes['payments.jobPayment'],
    access: 'authenticated',
    summary: 'A job’s payment, invoice and refunds as the viewer may see them (customer, provider, market managers; 404 for anyone else)',
    tags: ['payments'],
    params: jobParams,
    response: jobPaymentSchema,
  }),
  pay: endpoint({
    ...routes['payments.pay'],
    access: 'authenticated',
    summary: 'The customer pays an open invoice from the job page (after a failed capture); idempotent per key',
    tags: ['payments'],
    params: jobParams,
    body: payFromJobSchema,
    response: jobPaymentSchema,
  }),
  invoice: endpoint({
    ...routes['payments.invoice'],
    access: 'authenticated',
    summary: 'An invoice with its credit notes (the job’s customer and provider, its market’s managers; 404 for anyone else)',
    tags: ['payments'],
    params: invoiceParams,
    response: invoiceSchema,
  }),
  invoicePdf: endpoint({
    ...routes['payments.invoicePdf'],
    access: 'authenticated',
    summary: 'The invoice as a PDF made on the server',
    tags: ['payments'],
    params: invoiceParams,
    response: z.string().check(z.maxLength(10_000_000)),
    produces: ['application/pdf'],
  }),
  refund: endpoint({
    ...routes['payments.refund'],
    access: 'authenticated',
    summary: 'Refund all or part of what was captured for the job, or of one of its tips (`tipId`), with a reason (market managers); idempotent per key; 409 above what is left',
    tags: ['market', 'payments'],
    params: deskParams,
    body: refundRequestSchema,
    response: jobPaymentSchema,
  }),
  providerPayments: endpoint({
    ...routes['payments.providerPayments'],
    access: 'authenticated',
    summary: 'A provider’s balances, earnings per job (a page) and payouts with what each covers (the provider, admins)',
    tags: ['provider', 'payments'],
    params: providerParams,
    query: z.object({ page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1), pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(moneyLimits.earningsPage)), 25) }),
    response: providerPaymentsSchema,
  }),
  providerEarningsCsv: endpoint({
    ...routes['payments.providerEarningsCsv'],
    access: 'authenticated',
    rateLimit: 'csvExport',
    summary: 'Every earning of a provider as CSV (times in each market’s zone)',
    tags: ['provider', 'payments'],
    params: providerParams,
    response: z.string().check(z.maxLength(100_000_000)),
    produces: ['text/csv'],
  }),
};
