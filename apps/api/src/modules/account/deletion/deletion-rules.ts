import type { DeletionCheck, JobStatus } from '@marketplace/contracts';
import { moneyText } from '../../invoices';
import { cancellationTerms } from '../../booking';
import { dayText, shortServices } from '../../notifications';
import type { IntlShape } from '@formatjs/intl';
import { intlFor } from '../../../i18n/intl';
import { deletionMessages as m } from './deletion-messages';

/** The deletion screen's words: in the reader's language; English where no reader is asking. */
type Words = IntlShape<string>;
const english = intlFor('en');

type Blocker = DeletionCheck['blockers'][number];
type PlannedJob = DeletionCheck['jobsToCancel'][number];

/** An open job of the person's, as the customer who booked it or the provider who does it. */
export interface OpenJob {
  id: string;
  side: 'customer' | 'provider';
  status: JobStatus;
  start: Date;
  timeZone: string;
  currency: string;
  /** "Home cleaning × 2 h, Window cleaning" */
  services: string;
  totalMinor: number;
  freeUntil: Date;
  cancellationFeeBps: number;
}

/** Everything that decides whether and how an account can be deleted now (deletion-facts.repository.ts). */
export interface DeletionFacts {
  openJobs: OpenJob[];
  /** A provider's earnings not paid out yet, per currency: waiting for the weekly payout, or on their way. */
  unpaidEarnings: Array<{ currency: string; amountMinor: number }>;
  /** Invoices of the person's jobs not paid yet. */
  unpaidInvoices: Array<{ jobId: string; number: string; totalMinor: number; currency: string }>;
  /** Jobs of the person's (as customer or provider) with a problem case not resolved yet. */
  openProblemJobIds: string[];
  /** The person is the only admin left. */
  lastAdmin: boolean;
  /** When the next weekly payout runs. */
  nextPayoutAt: Date;
}

export interface DeletionPlan {
  blockers: Blocker[];
  jobsToCancel: PlannedJob[];
  jobsToReassign: PlannedJob[];
}

const planned = (job: OpenJob, feeMinor: number): PlannedJob => ({
  jobId: job.id,
  status: job.status,
  start: job.start.toISOString(),
  timeZone: job.timeZone,
  services: job.services.slice(0, 300),
  feeMinor,
  currency: job.currency,
});

function jobBlocker(words: Words, job: OpenJob, now: Date): Blocker | null {
  const what = words.formatMessage(m.jobOf, { services: shortServices(words, job.services), day: dayText(words, job.start.toISOString(), job.timeZone) });
  if (job.status === 'in_progress') {
    const message = words.formatMessage(job.side === 'customer' ? m.customerJobUnderWay : m.providerJobUnderWay, { job: what });
    return { kind: 'job_in_progress', message, jobId: job.id };
  }
  if (job.start.getTime() <= now.getTime()) {
    return { kind: 'job_not_closed', message: words.formatMessage(m.jobNotClosed, { job: what }), jobId: job.id };
  }
  return null;
}

/**
 * Whether the account can go now, and what deleting it does to its jobs (docs/account-page.md):
 * - refused while a job is under way, or one whose start has passed is not closed yet;
 * - refused while a provider's earnings are not paid out, or the person owes an invoice;
 * - refused while a problem case on one of their jobs is open (docs/problems.md): its refund and
 *   the held earnings are still to be decided;
 * - refused for the last admin: nobody would be left to run the site;
 * - the customer's future jobs are cancelled under their own policy, as a cancellation by the
 *   customer: the fee is the one the job page quotes now (cancellation.ts);
 * - a provider's future jobs go back to their market, which assigns someone else: the
 *   customers keep their bookings, as when a provider declines.
 */
export function deletionPlan(facts: DeletionFacts, now: Date, words: Words = english): DeletionPlan {
  const plan: DeletionPlan = { blockers: [], jobsToCancel: [], jobsToReassign: [] };
  for (const job of facts.openJobs) {
    const blocker = jobBlocker(words, job, now);
    if (blocker) plan.blockers.push(blocker);
    else if (job.side === 'provider') plan.jobsToReassign.push(planned(job, 0));
    else {
      const terms = cancellationTerms({ freeUntil: job.freeUntil, totalMinor: job.totalMinor, paidMinor: 0, policy: { cancellationFeeBps: job.cancellationFeeBps } }, now);
      plan.jobsToCancel.push(planned(job, terms.feeMinor));
    }
  }
  for (const earnings of facts.unpaidEarnings) {
    const payday = dayText(words, facts.nextPayoutAt.toISOString(), 'UTC');
    const message = words.formatMessage(m.payoutPending, { amount: moneyText(earnings.amountMinor, earnings.currency, words), payday });
    plan.blockers.push({ kind: 'payout_pending', message, jobId: null });
  }
  for (const invoice of facts.unpaidInvoices) {
    const message = words.formatMessage(m.unpaidInvoice, { number: invoice.number, amount: moneyText(invoice.totalMinor, invoice.currency, words) });
    plan.blockers.push({ kind: 'unpaid_invoice', message, jobId: invoice.jobId });
  }
  for (const jobId of facts.openProblemJobIds) plan.blockers.push({ kind: 'problem_open', message: words.formatMessage(m.problemOpen), jobId });
  if (facts.lastAdmin) plan.blockers.push({ kind: 'last_admin', message: words.formatMessage(m.lastAdmin), jobId: null });
  return plan;
}

/** Nothing must happen to the account's jobs meanwhile: what was checked is what is done. */
export function isSettled(plan: DeletionPlan): boolean {
  return plan.blockers.length === 0 && plan.jobsToCancel.length === 0 && plan.jobsToReassign.length === 0;
}

/** What stays after the account is gone, and for how long, in plain words. */
export function keptAfterDeletion(isProvider: boolean, words: Words = english): string[] {
  return [m.keptInvoices, ...(isProvider ? [m.keptPayouts] : []), m.keptReviews, m.keptJobs, m.keptSecurityLog].map((message) => words.formatMessage(message));
}
