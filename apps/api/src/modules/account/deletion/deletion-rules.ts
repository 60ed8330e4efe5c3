import type { DeletionCheck, JobStatus } from '@marketplace/contracts';
import { moneyText } from '../../invoices';
import { cancellationTerms } from '../../booking';
import { dayText, shortServices } from '../../notifications';
import { intlFor } from '../../../i18n/intl';

/* These sentences are still English (issue 23: converted with the API's error messages). */
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

function jobBlocker(job: OpenJob, now: Date): Blocker | null {
  const what = `${shortServices(english, job.services)} of ${dayText(english, job.start.toISOString(), job.timeZone)}`;
  if (job.status === 'in_progress') {
    const message = job.side === 'customer' ? `Your ${what} is under way. You can delete your account once it is finished.` : `You are doing the ${what}. Finish it first; then you can delete your account.`;
    return { kind: 'job_in_progress', message, jobId: job.id };
  }
  if (job.start.getTime() <= now.getTime()) {
    return { kind: 'job_not_closed', message: `The ${what} has started but is not closed yet. Once it is finished or closed by the market team, you can delete your account.`, jobId: job.id };
  }
  return null;
}

/**
 * Whether the account can go now, and what deleting it does to its jobs (docs/account-page.md):
 * - refused while a job is under way, or one whose start has passed is not closed yet;
 * - refused while a provider's earnings are not paid out, or the person owes an invoice;
 * - refused for the last admin: nobody would be left to run the site;
 * - the customer's future jobs are cancelled under their own policy, as a cancellation by the
 *   customer: the fee is the one the job page quotes now (cancellation.ts);
 * - a provider's future jobs go back to their market, which assigns someone else: the
 *   customers keep their bookings, as when a provider declines.
 */
export function deletionPlan(facts: DeletionFacts, now: Date): DeletionPlan {
  const plan: DeletionPlan = { blockers: [], jobsToCancel: [], jobsToReassign: [] };
  for (const job of facts.openJobs) {
    const blocker = jobBlocker(job, now);
    if (blocker) plan.blockers.push(blocker);
    else if (job.side === 'provider') plan.jobsToReassign.push(planned(job, 0));
    else {
      const terms = cancellationTerms({ freeUntil: job.freeUntil, totalMinor: job.totalMinor, paidMinor: 0, policy: { cancellationFeeBps: job.cancellationFeeBps } }, now);
      plan.jobsToCancel.push(planned(job, terms.feeMinor));
    }
  }
  for (const earnings of facts.unpaidEarnings) {
    const payday = dayText(english, facts.nextPayoutAt.toISOString(), 'UTC');
    const message = `${moneyText(earnings.amountMinor, earnings.currency)} of your earnings is not paid out yet. It goes out with the weekly payout (next: ${payday}); you can delete your account after that.`;
    plan.blockers.push({ kind: 'payout_pending', message, jobId: null });
  }
  for (const invoice of facts.unpaidInvoices) {
    const message = `Invoice ${invoice.number} (${moneyText(invoice.totalMinor, invoice.currency)}) is not paid yet. Pay it on the job's page first.`;
    plan.blockers.push({ kind: 'unpaid_invoice', message, jobId: invoice.jobId });
  }
  if (facts.lastAdmin) plan.blockers.push({ kind: 'last_admin', message: 'You are the only admin. Make someone else an admin first, so the site is not left without one.', jobId: null });
  return plan;
}

/** Nothing must happen to the account's jobs meanwhile: what was checked is what is done. */
export function isSettled(plan: DeletionPlan): boolean {
  return plan.blockers.length === 0 && plan.jobsToCancel.length === 0 && plan.jobsToReassign.length === 0;
}

/** What stays after the account is gone, and for how long, in plain words. */
export function keptAfterDeletion(isProvider: boolean): string[] {
  return [
    'Invoices, credit notes, payments and the bookkeeping records of your jobs, with the name and address printed on each invoice: kept for 10 years after the end of the year they were issued, as tax law requires.',
    ...(isProvider ? ['Your payouts and the earnings behind them: kept for 10 years, like invoices. Your profile disappears from every market at once.'] : []),
    'Your reviews stay on the providers’ profiles, signed “A former customer”.',
    'Past jobs stay in the providers’ and markets’ records without your name, contact details, notes or street address (the area stays, for the market’s statistics).',
    'The security log’s entries about your account (logins and where they came from) stay as the site’s audit trail for 13 months, then are deleted.',
  ];
}
