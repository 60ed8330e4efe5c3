import { type LanguageCode, moneyLimits, type Payout, type ProviderEarning, type ProviderPayments, type SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { intlFor } from '../../i18n/intl';
import { authorize, canEditProviderProfile } from '../access';
import { documentNumber } from '../invoices';
import { listJobServices } from '../booking';
import { providerScope } from '../providers';
import {
  countEarningJobs,
  type EarningRow,
  findPayoutAccount,
  listBalances,
  listEarnings,
  listPayoutCovers,
  listPayouts,
  payoutStatuses,
} from './provider-payments.repository';
import { payoutsMessages as m } from './payouts-messages';
import { heldOfJob } from './held-earnings';

/** A provider's money is theirs and the admins' (not their markets' managers): the profile's editing rights. */
export async function authorizeProviderPayments(deps: Deps, user: SessionUser, providerId: string): Promise<void> {
  authorize(canEditProviderProfile(user, await providerScope(deps, providerId)), m.onlyProviderSeesPayments);
}

/** "Test bank account ••6789": enough to recognise it, never the whole number. */
export function maskPayoutAccount(account: string): string {
  const last4 = account.replace(/[^0-9A-Za-z]/g, '').slice(-4);
  return `${account.startsWith('test_bank_') ? 'Test bank account' : 'Bank account'} ••${last4}`;
}

/** The weekly batch runs every Monday at 06:00 UTC: the next one strictly after `now`. */
export function nextPayoutAt(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 6));
  next.setUTCDate(next.getUTCDate() + ((8 - next.getUTCDay()) % 7));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 7);
  return next;
}

/** Earnings rows with their services (named in `language`) and payout state, in the contract's shape. */
export async function toEarnings(deps: Deps, rows: EarningRow[], language: LanguageCode): Promise<ProviderEarning[]> {
  const services = await listJobServices(deps.db, rows.map((row) => row.job_id), language);
  const statuses = await payoutStatuses(deps.db, rows.flatMap((row) => (row.payout_id ? [row.payout_id] : [])));
  const held = new Map(await Promise.all(rows.map(async (row) => [row.job_id, await heldOfJob(deps.db, row.job_id)] as const)));
  return rows.map((row) => {
    const status = row.payout_id ? statuses.get(row.payout_id) : undefined;
    return {
      jobId: row.job_id,
      marketId: row.market_id,
      marketName: row.market_name,
      start: row.start_at.toISOString(),
      timeZone: row.time_zone,
      services: services
        .filter((line) => line.job_id === row.job_id)
        .map((line) => (line.quantity === 1 ? line.name : `${line.name} × ${line.quantity}`))
        .join(', ')
        .slice(0, 500),
      currency: row.currency,
      subtotalMinor: row.earned + row.commission,
      commissionMinor: row.commission,
      refundedMinor: row.refunded,
      earningsMinor: row.earned - row.refunded,
      tipsMinor: row.tipped - row.tips_refunded,
      invoice: row.invoice_id && row.invoice_number ? { id: row.invoice_id, number: documentNumber(row.market_id, 'invoice', row.invoice_number) } : null,
      ...(held.get(row.job_id) ? { heldMinor: held.get(row.job_id) } : {}),
      // Held earnings are not in any payout until the case is resolved (docs/payments.md, "Held earnings").
      payout: row.payout_id && status && !held.get(row.job_id) ? { id: row.payout_id, status } : null,
    };
  });
}

async function payoutsWithCovers(deps: Deps, providerId: string, language: LanguageCode): Promise<Payout[]> {
  const payouts = await listPayouts(deps.db, providerId, moneyLimits.payouts);
  const bankRefused = intlFor(language).formatMessage(m.bankRefused);
  const covers = await listPayoutCovers(deps.db, payouts.map((payout) => payout.id), moneyLimits.payoutItems);
  return payouts.map((payout) => ({
    id: payout.id,
    currency: payout.currency,
    periodStart: payout.period_start.toISOString(),
    periodEnd: payout.period_end.toISOString(),
    amountMinor: payout.amount_minor,
    status: payout.status,
    // A failed payout is one the bank refused: said in the reader's words (docs/languages.md).
    failureMessage: payout.status === 'failed' ? bankRefused : null,
    createdAt: payout.created_at.toISOString(),
    completedAt: payout.completed_at?.toISOString() ?? null,
    covers: covers
      .filter((cover) => cover.payout_id === payout.id)
      .map((cover) => ({ jobId: cover.job_id, start: cover.start_at.toISOString(), amountMinor: Number(cover.amount) })),
  }));
}

/** The payments page (docs/product.md §3 `/provider-profile/{uuid}/payments`): every figure from the ledger. */
export async function getProviderPayments(deps: Deps, user: SessionUser, providerId: string, query: { page: number; pageSize: number }, language: LanguageCode): Promise<ProviderPayments> {
  await authorizeProviderPayments(deps, user, providerId);
  const [balances, account, earningsTotal, rows, payouts] = await Promise.all([
    listBalances(deps.db, providerId, moneyLimits.balances),
    findPayoutAccount(deps.db, providerId),
    countEarningJobs(deps.db, providerId),
    listEarnings(deps.db, providerId, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
    payoutsWithCovers(deps, providerId, language),
  ]);
  return {
    mode: deps.gateway.mode,
    balances,
    payoutAccount: maskPayoutAccount(account),
    nextPayoutAt: nextPayoutAt(deps.now()).toISOString(),
    earnings: await toEarnings(deps, rows, language),
    earningsTotal,
    page: query.page,
    pageSize: query.pageSize,
    payouts,
  };
}
