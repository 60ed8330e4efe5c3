import { z } from './zod';
import { instantSchema } from './booking';
import { marketIdViewSchema, uuidSchema } from './common';
import { currencySchema, gatewayModeSchema, minorSchema as minor, moneyLimits } from './money-units';

/** The provider's payments page (docs/payments.md, "Payouts"): balances, earnings per job, payouts. */
export const providerBalanceSchema = z.object({
  currency: currencySchema,
  /** In payouts on their way to the bank. */
  pendingMinor: minor,
  /** Earned and captured, waiting for the next weekly payout (negative after refunds of paid-out jobs). */
  payableMinor: minor,
  /** Paid out so far. */
  paidMinor: minor,
  /** Held while a problem case about one of the jobs is open (docs/payments.md, "Held earnings"): not in the next payout. Absent: none. */
  heldMinor: z.optional(minor),
});
export type ProviderBalance = z.infer<typeof providerBalanceSchema>;

export const providerEarningSchema = z.object({
  jobId: uuidSchema,
  marketId: marketIdViewSchema,
  marketName: z.string().check(z.maxLength(100)),
  start: instantSchema,
  timeZone: z.string().check(z.maxLength(64)),
  services: z.string().check(z.maxLength(500)),
  currency: currencySchema,
  /** Job total (services) the earnings come from, the commission taken, refunds clawed back, and what the provider keeps. */
  subtotalMinor: minor,
  commissionMinor: minor,
  refundedMinor: minor,
  earningsMinor: minor,
  /** The job's tips, all the provider's: taken less refunded (not in `earningsMinor`). */
  tipsMinor: minor,
  invoice: z.nullable(z.object({ id: uuidSchema, number: z.string().check(z.maxLength(40)) })),
  /** Held while a problem case about the job is open (docs/problems.md): not paid out until it is resolved. Absent: nothing held. */
  heldMinor: z.optional(minor),
  /** The payout this job's earnings went into (null while payable). */
  payout: z.nullable(z.object({ id: uuidSchema, status: z.enum(['pending', 'paid', 'failed']) })),
});
export type ProviderEarning = z.infer<typeof providerEarningSchema>;

export const payoutSchema = z.object({
  id: uuidSchema,
  currency: currencySchema,
  periodStart: instantSchema,
  periodEnd: instantSchema,
  amountMinor: minor,
  status: z.enum(['pending', 'paid', 'failed']),
  failureMessage: z.nullable(z.string().check(z.maxLength(300))),
  createdAt: instantSchema,
  completedAt: z.nullable(instantSchema),
  /** The jobs it covers and each one's share. */
  covers: z.array(z.object({ jobId: uuidSchema, start: instantSchema, amountMinor: minor })).check(z.maxLength(moneyLimits.payoutItems)),
});
export type Payout = z.infer<typeof payoutSchema>;

export const providerPaymentsSchema = z.object({
  mode: gatewayModeSchema,
  balances: z.array(providerBalanceSchema).check(z.maxLength(moneyLimits.balances)),
  /** Where payouts go, masked ("Test bank account ••6789"). */
  payoutAccount: z.string().check(z.maxLength(100)),
  /** Every Monday 06:00 UTC. */
  nextPayoutAt: instantSchema,
  earnings: z.array(providerEarningSchema).check(z.maxLength(moneyLimits.earningsPage)),
  earningsTotal: z.number().check(z.int()),
  page: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  payouts: z.array(payoutSchema).check(z.maxLength(moneyLimits.payouts)),
});
export type ProviderPayments = z.infer<typeof providerPaymentsSchema>;

