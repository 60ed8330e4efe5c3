import { z } from 'zod';
import { instantSchema } from './booking';
import { marketIdSchema, marketIdViewSchema, singleLineText, uuidSchema } from './common';
import { endpoint } from './endpoint';
import { currencySchema, gatewayModeSchema, minorSchema as minor, moneyLimits } from './money-units';
import { providerPaymentsSchema } from './provider-payments';
import { routes } from './routes';

/**
 * Money (docs/product.md §4a, §5; docs/payments.md). Amounts are integer minor units in the market's
 * currency. Every amount shown comes from the ledger; payment and invoice states from their rows.
 */
export { currencySchema, gatewayModeSchema, minorSchema, moneyLimits } from './money-units';

/** Payment status is separate from job status (docs/product.md §5). `voided`: released without taking anything. */
export const paymentStatuses = ['authorized', 'captured', 'partially_refunded', 'refunded', 'voided', 'failed'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const cardSummarySchema = z.object({ brand: z.string().max(20), last4: z.string().max(4).regex(/^\d{4}$/) });
export type CardSummary = z.infer<typeof cardSummarySchema>;

// ---- Cards (test mode). A real gateway's tokenising field would send the number straight to
// the gateway and hand the page a payment-method id; the test form does the same through this
// endpoint, so only the id ever reaches the booking.
const cardNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().max(19, 'Enter the card number (12 to 19 digits)').regex(/^\d{12,19}$/, 'Enter the card number (12 to 19 digits)'));

export const testCardSchema = z.object({
  number: z.string().max(30, 'Enter the card number (12 to 19 digits)').pipe(cardNumberSchema),
  expMonth: z.coerce.number().int().min(1, 'Enter the month (1–12)').max(12, 'Enter the month (1–12)'),
  expYear: z.coerce.number().int().min(2000, 'Enter the year (e.g. 2030)').max(2100, 'Enter the year (e.g. 2030)'),
  cvc: z.string().max(4, 'Enter the 3 or 4 digit security code').regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
});
export type TestCard = z.input<typeof testCardSchema>;

export const paymentMethodSchema = z.object({
  id: z.string().max(100),
  brand: z.string().max(20),
  last4: z.string().max(4).regex(/^\d{4}$/),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** A payment-method id from the gateway's tokenising field (or a test token such as `pm_card_visa`). */
export const paymentMethodIdSchema = z.string().trim().min(1, 'Enter a card').max(100);

// ---- Invoices and credit notes.
export const invoiceLineSchema = z.object({
  description: z.string().max(200),
  quantity: z.number(),
  unit: z.enum(['job', 'hour', 'fee']),
  unitPriceMinor: minor,
  amountMinor: minor,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** A refund as a credit note against the invoice. */
export const creditNoteSchema = z.object({
  /** "NYC-CN-000003". */
  number: z.string().max(40),
  amountMinor: minor,
  reason: z.string().max(500),
  issuedAt: instantSchema,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const invoiceStatusSchema = z.enum(['open', 'paid']);

export const invoiceSchema = z.object({
  id: uuidSchema,
  /** Per market, without gaps: "NYC-000042". */
  number: z.string().max(40),
  kind: z.enum(['job', 'cancellation_fee']),
  status: invoiceStatusSchema,
  currency: currencySchema,
  issuedAt: instantSchema,
  paidAt: instantSchema.nullable(),
  market: z.object({ id: marketIdViewSchema, name: z.string().max(100), timeZone: z.string().max(64) }),
  job: z.object({ id: uuidSchema, start: instantSchema }),
  /**
   * The job's contact. For a provider who has not accepted the job: no email, and the address
   * is the area only (docs/provider.md, "Who sees a customer's contact details").
   */
  billedTo: z.object({ name: z.string().max(100), email: z.string().max(254).nullable(), address: z.array(z.string().max(120)).max(4) }),
  provider: z.object({ displayName: z.string().max(100) }).nullable(),
  lines: z.array(invoiceLineSchema).max(moneyLimits.invoiceLines),
  subtotalMinor: minor,
  serviceFeeMinor: minor,
  taxMinor: minor,
  totalMinor: minor,
  /** From the ledger: what was captured against this invoice and what was refunded since. */
  paidMinor: minor,
  creditNotes: z.array(creditNoteSchema).max(moneyLimits.creditNotes),
  /** total − credit notes. */
  balanceAfterCreditsMinor: minor,
  legalFooter: z.string().max(1000),
  mode: gatewayModeSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

// ---- A job's money as each party may see it.
export const refundRecordSchema = z.object({
  id: uuidSchema,
  amountMinor: minor,
  reason: z.string().max(500),
  status: z.enum(['pending', 'succeeded', 'failed']),
  at: instantSchema,
  creditNoteNumber: z.string().max(40).nullable(),
  /** Manager's name (shown to managers only; null for others). */
  by: z.string().max(100).nullable(),
});
export type RefundRecord = z.infer<typeof refundRecordSchema>;

export const jobPaymentSchema = z.object({
  mode: gatewayModeSchema,
  currency: currencySchema,
  /** The latest payment's status, or `none` (a job booked before payments, or nothing taken yet). */
  status: z.union([paymentStatusSchema, z.literal('none')]),
  /** The card of the latest payment (customer, managers; null for the provider). */
  card: cardSummarySchema.nullable(),
  /** From the ledger: held on the card now, captured in total, refunded in total, captured less refunded. */
  authorisedMinor: minor,
  capturedMinor: minor,
  refundedMinor: minor,
  netMinor: minor,
  /** Why the last attempt failed, in words for the customer. */
  failureMessage: z.string().max(300).nullable(),
  /** The customer can pay from the job page now (the invoice is open and nothing is held). */
  canPay: z.boolean(),
  /** A manager can refund up to this (captured less refunded and pending refunds); 0 when nothing can be. */
  refundableMinor: minor,
  invoice: z.object({ id: uuidSchema, number: z.string().max(40), status: invoiceStatusSchema, totalMinor: minor }).nullable(),
  refunds: z.array(refundRecordSchema).max(moneyLimits.refundsPerJob),
  /** The provider's share (total less commission), captured and refunded, from the ledger (provider and managers; null for the customer). */
  providerEarnings: z.object({ earnedMinor: minor, commissionMinor: minor }).nullable(),
});
export type JobPayment = z.infer<typeof jobPaymentSchema>;

export const payFromJobSchema = z.object({ paymentMethod: paymentMethodIdSchema, idempotencyKey: uuidSchema });
export type PayFromJob = z.input<typeof payFromJobSchema>;

export const refundRequestSchema = z.object({
  amountMinor: z.number().int('Whole cents only').positive('Enter an amount above zero').max(100_000_000, 'That amount is too large'),
  reason: singleLineText().min(1, 'Give a reason (it is shown to the customer)').max(500, 'At most 500 characters'),
  /** One per refund the manager means: a double click sends the same key and refunds once. */
  idempotencyKey: uuidSchema,
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

const jobParams = z.object({ jobId: uuidSchema });
const invoiceParams = z.object({ invoiceId: uuidSchema });
const deskParams = z.object({ marketId: marketIdSchema.catch(''), jobId: uuidSchema });
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
    response: z.string().max(10_000_000),
    produces: ['application/pdf'],
  }),
  refund: endpoint({
    ...routes['payments.refund'],
    access: 'authenticated',
    summary: 'Refund all or part of what was captured, with a reason (market managers); idempotent per key; 409 above what is left',
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
    query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), pageSize: z.coerce.number().int().min(1).max(moneyLimits.earningsPage).default(25) }),
    response: providerPaymentsSchema,
  }),
  providerEarningsCsv: endpoint({
    ...routes['payments.providerEarningsCsv'],
    access: 'authenticated',
    rateLimit: 'csvExport',
    summary: 'Every earning of a provider as CSV (times in each market’s zone)',
    tags: ['provider', 'payments'],
    params: providerParams,
    response: z.string().max(100_000_000),
    produces: ['text/csv'],
  }),
};
