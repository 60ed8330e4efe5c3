import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

const total = (expression: ReturnType<typeof sql>) => sql<number>`cast(coalesce(sum(${expression}), 0) as bigint)`;
/** An entry of the job's own payment (a transaction without a payment is the job's too). */
const ofJob = sql`coalesce(p.kind, 'job') = 'job'`;

/** Per currency: payable (−Σ provider_payable), pending (−Σ provider_payouts_pending), paid (the pending account's debits in payout_paid). */
export async function listBalances(db: Kysely<Database>, providerId: string, limit: number) {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('e.provider_id', '=', providerId)
    .select([
      't.currency',
      total(sql`case when e.account = 'provider_payable' then -e.amount_minor else 0 end`).as('payable'),
      total(sql`case when e.account = 'provider_payouts_pending' then -e.amount_minor else 0 end`).as('pending'),
      total(sql`case when e.account = 'provider_held' then -e.amount_minor else 0 end`).as('held'),
      total(sql`case when e.account = 'provider_payouts_pending' and t.kind = 'payout_paid' then e.amount_minor else 0 end`).as('paid'),
    ])
    .groupBy('t.currency')
    .orderBy('t.currency')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ currency: row.currency, payableMinor: Number(row.payable), pendingMinor: Number(row.pending), paidMinor: Number(row.paid), ...(Number(row.held) ? { heldMinor: Number(row.held) } : {}) }));
}

/**
 * The provider's earnings per job, from the ledger: the provider_payable and platform_commission
 * entries of the job's capture and refund transactions, newest job first. Those of the job's
 * tips (payments of kind `tip`: all the provider's) are summed apart.
 */
function earningsQuery(db: Kysely<Database>, providerId: string) {
  return db
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .innerJoin('jobs as j', 'j.id', 't.job_id')
    .leftJoin('payments as p', 'p.id', 't.payment_id')
    .innerJoin('markets as m', 'm.id', 'j.market_id')
    .leftJoin('invoices as i', 'i.job_id', 'j.id')
    .where('j.provider_id', '=', providerId)
    // hold_release: whether a held job's earnings were released, and which payout paid them then.
    .where('t.kind', 'in', ['capture', 'refund', 'hold_release'])
    .where((eb) => eb.or([eb('e.account', '=', 'platform_commission'), eb.and([eb('e.account', '=', 'provider_payable'), eb('e.provider_id', '=', providerId)])]));
}

export async function countEarningJobs(db: Kysely<Database>, providerId: string): Promise<number> {
  const row = await earningsQuery(db, providerId).select(sql<number>`count(distinct j.id)`.as('jobs')).executeTakeFirstOrThrow();
  return Number(row.jobs);
}

export async function listEarnings(db: Kysely<Database>, providerId: string, page: { offset: number; limit: number }) {
  const rows = await earningsQuery(db, providerId)
    .select([
      'j.id as job_id',
      'j.start_at',
      'm.id as market_id',
      'm.name as market_name',
      'm.time_zone',
      't.currency',
      'i.id as invoice_id',
      'i.number as invoice_number',
      total(sql`case when e.account = 'provider_payable' and t.kind = 'capture' and ${ofJob} then -e.amount_minor else 0 end`).as('earned'),
      total(sql`case when e.account = 'provider_payable' and t.kind = 'refund' and ${ofJob} then e.amount_minor else 0 end`).as('refunded'),
      total(sql`case when e.account = 'platform_commission' and t.kind = 'capture' then -e.amount_minor else 0 end`).as('commission'),
      total(sql`case when e.account = 'provider_payable' and t.kind = 'capture' and p.kind = 'tip' then -e.amount_minor else 0 end`).as('tipped'),
      total(sql`case when e.account = 'provider_payable' and t.kind = 'refund' and p.kind = 'tip' then e.amount_minor else 0 end`).as('tips_refunded'),
      sql<string | null>`(array_agg(e.payout_id order by t.created_at) filter (where e.account = 'provider_payable' and t.kind = 'capture' and ${ofJob} and e.payout_id is not null))[1]`.as('job_payout_id'),
      sql<string | null>`(array_agg(e.payout_id order by t.created_at) filter (where e.account = 'provider_payable' and t.kind = 'capture' and p.kind = 'tip' and e.payout_id is not null))[1]`.as('tip_payout_id'),
      sql<boolean>`coalesce(bool_or(e.account = 'provider_payable' and t.kind = 'hold_release' and ${ofJob}), false)`.as('released'),
      sql<string | null>`(array_agg(e.payout_id order by t.created_at desc) filter (where e.account = 'provider_payable' and t.kind = 'hold_release' and ${ofJob}))[1]`.as('release_payout_id'),
    ])
    .groupBy(['j.id', 'j.start_at', 'm.id', 'm.name', 'm.time_zone', 't.currency', 'i.id', 'i.number'])
    .orderBy('j.start_at', 'desc')
    .orderBy('j.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map(({ job_payout_id, tip_payout_id, released, release_payout_id, ...row }) => ({
    ...row,
    earned: Number(row.earned),
    refunded: Number(row.refunded),
    commission: Number(row.commission),
    tipped: Number(row.tipped),
    tips_refunded: Number(row.tips_refunded),
    // The job's own payout; a job whose own payment was never taken shows its tips'. Earnings held
    // by a problem case and released are paid by the payout that covers the release (none yet: the
    // next one), not the one that covered the capture while they were held (docs/problems.md).
    payout_id: released ? release_payout_id : (job_payout_id ?? tip_payout_id),
    tip_payout_id,
  }));
}
export type EarningRow = Awaited<ReturnType<typeof listEarnings>>[number];

export async function listPayouts(db: Kysely<Database>, providerId: string, limit: number) {
  return db.selectFrom('payouts').selectAll().where('provider_id', '=', providerId).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
}

export async function payoutStatuses(db: Kysely<Database>, ids: string[]): Promise<Map<string, 'pending' | 'paid' | 'failed'>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('payouts').select(['id', 'status']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.status]));
}

/**
 * What each payout covers: its earnings entries grouped by job. With a job's hold and release
 * (docs/problems.md): a payout made while the job was held covers its capture and its hold, which
 * net to nothing (left out); the one after the release pays the released earnings.
 */
export async function listPayoutCovers(db: Kysely<Database>, payoutIds: string[], limit: number) {
  if (payoutIds.length === 0) return [];
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('jobs as j', 'j.id', 't.job_id')
    .where('e.payout_id', 'in', payoutIds)
    .where('e.account', '=', 'provider_payable')
    .where('t.kind', 'in', ['capture', 'refund', 'hold', 'hold_release'])
    .select(['e.payout_id', 'j.id as job_id', 'j.start_at', total(sql`-e.amount_minor`).as('amount')])
    .groupBy(['e.payout_id', 'j.id', 'j.start_at'])
    .having(sql`sum(e.amount_minor)`, '<>', 0)
    .orderBy('j.start_at')
    .limit(limit)
    .execute();
}

export async function findPayoutAccount(db: Kysely<Database>, providerId: string): Promise<string> {
  const row = await db.selectFrom('providers').select('payout_account').where('id', '=', providerId).executeTakeFirstOrThrow();
  return row.payout_account;
}
