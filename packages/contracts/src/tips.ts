import { z } from './zod';
import { instantSchema } from './booking';
import { uuidSchema } from './common';
import { endpoint } from './endpoint';
import { cardSummarySchema, paymentMethodIdSchema } from './money';
import { currencySchema, gatewayModeSchema, minorSchema as minor, moneyLimits } from './money-units';
import { routes } from './routes';
import { v } from './messages/validation-messages';

/**
 * Tips (docs/payments.md, "Tips"): after a job is completed its customer may tip the provider,
 * on a card, 100 % to the provider. Each tip is its own payment (authorised and captured at
 * once) and is refunded by a manager like any payment.
 */
export const tipLimits = {
  /** 1.00 in a currency with cents: the least one tip may be. */
  minMinor: 100,
  /** 1000.00: the most one tip may be (and all of a job's tips together are at most its total). */
  maxMinor: 100_000,
  /** Tips one job may receive (refused card payments are not counted). */
  perJob: moneyLimits.tipsPerJob,
  /** Days after the job's completion during which it may be tipped. */
  windowDays: 30,
  /** Suggested amounts offered (10, 15 and 20 % of the job's total). */
  suggestions: 3,
} as const;

/** `pending`: held on the card, not taken yet (a gateway outage between the two; taken within minutes). */
export const tipStatusSchema = z.enum(['pending', 'paid', 'partially_refunded', 'refunded']);
export type TipStatus = z.infer<typeof tipStatusSchema>;

export const tipSchema = z.object({
  id: uuidSchema,
  amountMinor: minor,
  currency: currencySchema,
  status: tipStatusSchema,
  /** From the ledger: what was refunded of it. */
  refundedMinor: minor,
  /** The market's managers (and admins): what can still be refunded of it; 0 for anyone else. */
  refundableMinor: minor,
  /** When it was given. */
  at: instantSchema,
  /** The card it was paid with (the customer and the managers; null for the provider). */
  card: z.nullable(cardSummarySchema),
});
export type Tip = z.infer<typeof tipSchema>;

export const jobTipsSchema = z.object({
  mode: gatewayModeSchema,
  currency: currencySchema,
  /** Who receives them: the job's provider. */
  provider: z.nullable(z.object({ displayName: z.string().check(z.maxLength(100)) })),
  /** Oldest first; card payments the bank refused are not tips and are not listed. */
  tips: z.array(tipSchema).check(z.maxLength(tipLimits.perJob)),
  /** Suggested amounts, lowest first: 10, 15 and 20 % of the job's total in whole currency units (at least 1), those allowed now. */
  suggestionsMinor: z.array(minor).check(z.maxLength(tipLimits.suggestions)),
  /** The most the next tip may be now (0 when no more can be given). */
  maxMinor: minor,
  /** Tips can be given until then (completion + 30 days); null while the job is not completed. */
  openUntil: z.nullable(instantSchema),
  can: z.object({ tip: z.boolean() }),
});
export type JobTips = z.infer<typeof jobTipsSchema>;

export const tipRequestSchema = z.object({
  amountMinor: z.number().check(z.int(v.wholeCentsOnly), z.gte(tipLimits.minMinor, v.aTipIsAtLeastOne), z.lte(tipLimits.maxMinor, v.aTipIsAtMostAThousand)),
  paymentMethod: paymentMethodIdSchema,
  /** One per tip the customer means: a double click sends the same key and tips once. */
  idempotencyKey: uuidSchema,
});
export type TipRequest = z.input<typeof tipRequestSchema>;

const jobParams = z.object({ jobId: uuidSchema });

export const tipEndpoints = {
  list: endpoint({
    ...routes['tips.list'],
    access: 'authenticated',
    summary: 'A job’s tips, suggested amounts and whether the viewer may tip (the job’s customer and provider, its market’s managers; 404 for anyone else)',
    tags: ['payments'],
    params: jobParams,
    response: jobTipsSchema,
  }),
  give: endpoint({
    ...routes['tips.give'],
    access: 'authenticated',
    rateLimit: 'tip',
    summary: 'The customer tips the provider of a completed job (within 30 days, at most 5 tips and the job’s total); idempotent per key',
    tags: ['payments'],
    params: jobParams,
    body: tipRequestSchema,
    response: tipSchema,
    status: 201,
  }),
};
