import { applyBasisPoints } from '../booking';
import type { LedgerAccount } from '../../db/schema';
import { allocate } from './allocate';
import type { LedgerLine } from './post';

/**
 * The lines of each kind of money movement (docs/payments.md, "The ledger"). Signs: debit
 * positive, credit negative; from the platform's side, gateway_clearing is money held at the
 * gateway (an asset), the provider accounts, tax and revenue are what it owes or earned.
 */

/** Where a job's total goes: the provider's earnings, the commission, the service fee, the tax. Their sum is the total. */
export interface JobComponents {
  providerEarnings: number;
  commission: number;
  serviceFee: number;
  tax: number;
}

export const componentAccounts: Record<keyof JobComponents, LedgerAccount> = {
  providerEarnings: 'provider_payable',
  commission: 'platform_commission',
  serviceFee: 'platform_service_fees',
  tax: 'tax_payable',
};
const componentOrder = ['providerEarnings', 'commission', 'serviceFee', 'tax'] as const;

/** The split of a job's total from its snapshot: commission is a share of the services' subtotal. */
export function jobComponents(job: { subtotal_minor: number; service_fee_minor: number; tax_minor: number; commission_bps: number }): JobComponents {
  const commission = applyBasisPoints(job.subtotal_minor, job.commission_bps);
  return { providerEarnings: job.subtotal_minor - commission, commission, serviceFee: job.service_fee_minor, tax: job.tax_minor };
}

/** `amountMinor` of a whole split in proportion to its parts (largest remainder): a partial capture or a refund. */
export function shareOf(components: JobComponents, amountMinor: number): JobComponents {
  const parts = allocate(amountMinor, componentOrder.map((name) => components[name]));
  return { providerEarnings: parts[0]!, commission: parts[1]!, serviceFee: parts[2]!, tax: parts[3]! };
}

/**
 * A tip is all the provider's: no commission, no service fee, no tax (a gift to the provider,
 * not a sale of the platform's; docs/payments.md, "Tips"). Its capture posts gateway_clearing
 * + and provider_payable − through `captureLines`; its refunds split over this one part.
 */
export const tipShare = (amountMinor: number): JobComponents => ({ providerEarnings: amountMinor, commission: 0, serviceFee: 0, tax: 0 });

/** The authorisation as a memo pair: the card holds it for us until it is captured, voided or fails. */
export const authorisationLines = (amountMinor: number): LedgerLine[] => [
  { account: 'card_authorisations', amountMinor },
  { account: 'authorisation_holds', amountMinor: -amountMinor },
];

/** Undoes the memo pair (captured, voided, or failed: the hold on the card is gone). */
export const releaseLines = (amountMinor: number): LedgerLine[] => [
  { account: 'card_authorisations', amountMinor: -amountMinor },
  { account: 'authorisation_holds', amountMinor },
];

/**
 * Money captured: it reaches the gateway balance and is owed on: the provider's earnings become
 * payable, the platform keeps commission and service fee, the tax is owed to the authority.
 * A job without a provider (cancelled while unassigned) has no earnings: that share is commission.
 */
export function captureLines(captured: JobComponents, providerId: string | null): LedgerLine[] {
  const total = captured.providerEarnings + captured.commission + captured.serviceFee + captured.tax;
  const earnings = providerId ? captured.providerEarnings : 0;
  return [
    { account: 'gateway_clearing', amountMinor: total },
    ...(providerId ? [{ account: 'provider_payable' as const, providerId, amountMinor: -earnings }] : []),
    { account: 'platform_commission', amountMinor: -(captured.commission + (providerId ? 0 : captured.providerEarnings)) },
    { account: 'platform_service_fees', amountMinor: -captured.serviceFee },
    { account: 'tax_payable', amountMinor: -captured.tax },
  ];
}

/** A refund takes back, from each account, its share of the refund (the exact reverse of a capture's lines). */
export function refundLines(refunded: JobComponents, providerId: string | null): LedgerLine[] {
  return captureLines(refunded, providerId).map((line) => ({ ...line, amountMinor: -line.amountMinor }));
}

/** A payout starts: the payable moves to "on its way". */
export const payoutStartLines = (providerId: string, amountMinor: number): LedgerLine[] => [
  { account: 'provider_payable', providerId, amountMinor },
  { account: 'provider_payouts_pending', providerId, amountMinor: -amountMinor },
];

/** The bank took it: the money leaves the gateway balance. */
export const payoutPaidLines = (providerId: string, amountMinor: number): LedgerLine[] => [
  { account: 'provider_payouts_pending', providerId, amountMinor },
  { account: 'gateway_clearing', amountMinor: -amountMinor },
];

/** The bank refused it: the money is payable again (and goes out with the next batch). */
export const payoutFailedLines = (providerId: string, amountMinor: number): LedgerLine[] => [
  { account: 'provider_payouts_pending', providerId, amountMinor },
  { account: 'provider_payable', providerId, amountMinor: -amountMinor },
];

/**
 * A problem case opens (docs/payments.md, "Held earnings"): the job's unpaid earnings move from
 * provider_payable to provider_held, where no payout looks. The payable debit stays uncovered
 * and nets the job's earnings to zero for the payout batch.
 */
export const holdLines = (providerId: string, amountMinor: number): LedgerLine[] => [
  { account: 'provider_payable', providerId, amountMinor },
  { account: 'provider_held', providerId, amountMinor: -amountMinor },
];

/** The case is resolved: what is held is payable again (a new uncovered credit, paid by the next batch). */
export const holdReleaseLines = (providerId: string, amountMinor: number): LedgerLine[] => [
  { account: 'provider_held', providerId, amountMinor },
  { account: 'provider_payable', providerId, amountMinor: -amountMinor },
];
