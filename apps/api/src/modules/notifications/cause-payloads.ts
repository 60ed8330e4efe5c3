import type { LanguageCode, NotificationAudience } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { documentNumber } from '../invoices';
import { userOfProvider } from './audience.repository';
import { countJobsOfPayout, findInvoiceFacts, findPayoutFacts, findRefundFacts, providerMarketsLanguage } from './cause-facts.repository';
import { factsFor, type JobContext, loadJobContext } from './job-facts';
import type { NotificationCause } from './notify';
import type { MoneyPayload, NotificationPayload, PayoutPayload } from './payload';
import { jobRecipients, type Recipient } from './recipients';

type Common = { audience: NotificationAudience; recipientName: string; language: LanguageCode };

/** What one cause tells (the payload without the recipient's side and name), and to whom. */
export interface Told {
  marketId: string | null;
  jobId: string | null;
  recipients: Recipient[];
  actorUserId: string | null;
  /** What a recipient who never chose a language reads: the job's market's (null: English). */
  marketLanguage: LanguageCode | null;
  payloadFor(common: Common): NotificationPayload;
}

async function invoiceOf(db: Kysely<Database>, where: { invoiceId: string } | { jobId: string }) {
  const row = await findInvoiceFacts(db, where);
  return row ? { id: row.id, number: documentNumber(row.market_id, 'invoice', row.number), totalMinor: row.total_minor } : null;
}

/** Money events: the job's invoice, the amount, a refund's credit note and reason. */
async function moneyFacts(db: Kysely<Database>, cause: Extract<NotificationCause, { event: MoneyPayload['event'] }>): Promise<Omit<MoneyPayload, keyof Common | 'job'>> {
  const base = { kind: 'money' as const, event: cause.event, creditNoteNumber: null, reason: null };
  if (cause.event === 'invoice_issued') {
    const invoice = await invoiceOf(db, { invoiceId: cause.invoiceId });
    return { ...base, amountMinor: invoice?.totalMinor ?? 0, invoice: invoice && { id: invoice.id, number: invoice.number } };
  }
  // A tip is not invoiced (docs/payments.md, "Tips"): its message names no invoice.
  if (cause.event === 'tip_received') return { ...base, amountMinor: cause.amountMinor, invoice: null };
  const invoice = await invoiceOf(db, { jobId: cause.jobId });
  const common = { ...base, amountMinor: cause.amountMinor, invoice: invoice && { id: invoice.id, number: invoice.number } };
  if (cause.event === 'payment_received') return common;
  const refund = await findRefundFacts(db, cause.refundId);
  const creditNoteNumber = refund.credit_note_number === null ? null : documentNumber(refund.market_id, 'credit_note', refund.credit_note_number);
  return { ...common, creditNoteNumber, reason: refund.reason };
}

async function payoutFacts(db: Kysely<Database>, payoutId: string) {
  return { payout: await findPayoutFacts(db, payoutId), jobCount: await countJobsOfPayout(db, payoutId) };
}

const jobTold = (context: JobContext, recipients: Recipient[], actorUserId: string | null, rest: (common: Common) => NotificationPayload): Told => ({
  marketId: context.facts.marketId,
  jobId: context.facts.id,
  recipients,
  actorUserId,
  marketLanguage: context.marketLanguage,
  payloadFor: rest,
});

/** Reads, in the change's transaction, what the cause's messages say and who they go to. */
export async function whatIsTold(db: Kysely<Database>, cause: NotificationCause): Promise<Told> {
  if (cause.event === 'payout') {
    const { payout, jobCount } = await payoutFacts(db, cause.payoutId);
    const userId = await userOfProvider(db, payout.provider_id);
    const paidAt = (payout.completed_at ?? payout.created_at).toISOString();
    return {
      marketId: null,
      jobId: null,
      recipients: userId ? [{ userId, audience: 'provider' }] : [],
      actorUserId: null,
      marketLanguage: await providerMarketsLanguage(db, payout.provider_id),
      payloadFor: ({ recipientName, language }): PayoutPayload => ({
        kind: 'payout',
        event: 'payout',
        audience: 'provider',
        recipientName,
        language,
        providerId: payout.provider_id,
        payoutId: payout.id,
        amountMinor: payout.amount_minor,
        currency: payout.currency,
        jobCount,
        paidAt,
      }),
    };
  }
  const context = await loadJobContext(db, cause.jobId);
  if (cause.event === 'invoice_issued' || cause.event === 'payment_received' || cause.event === 'refunded' || cause.event === 'tip_received') {
    const money = await moneyFacts(db, cause);
    const recipients = await jobRecipients(db, { event: cause.event, job: context, reassigned: false, previousProviderUserId: null });
    return jobTold(context, recipients, null, (common) => ({ ...money, ...common, job: factsFor(context, common.audience, common.language) }));
  }
  const recipients = await jobRecipients(db, {
    event: cause.event,
    job: context,
    reassigned: cause.event === 'booked' && cause.previousProviderId !== undefined,
    previousProviderUserId: await userOfProvider(db, cause.previousProviderId),
    tell: cause.tell,
  });
  return jobTold(context, recipients, cause.actorUserId, (common) => ({
    kind: 'job',
    event: cause.event,
    ...common,
    job: factsFor(context, common.audience, common.language),
    reason: cause.reason ?? null,
    previousStart: cause.previousStart?.toISOString() ?? null,
    noShow: context.facts.status === 'no_show',
    icsSequence: context.icsSequence,
  }));
}
