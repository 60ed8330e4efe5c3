import { z } from './zod';

/** The units every money schema is built from (docs/payments.md): a currency, integer minor units, list bounds. */
export const currencySchema = z.string().check(z.length(3));
/** An amount in minor units (cents): always a whole number. */
export const minorSchema = z.number().check(z.int());

export const moneyLimits = {
  refundsPerJob: 100,
  paymentsPerJob: 20,
  creditNotes: 100,
  invoiceLines: 20,
  earningsPage: 100,
  payouts: 100,
  payoutItems: 1000,
  balances: 20,
  /** Tips one job may receive (docs/payments.md, "Tips"). */
  tipsPerJob: 5,
} as const;

/** The built-in gateway is test mode; every payment screen says so (docs/product.md §5). */
export const gatewayModeSchema = z.enum(['test']);

