import type { IntlShape } from '@formatjs/intl';
import type { NotificationAudience } from '@marketplace/contracts';
import { referenceOf } from '../../market-jobs';
import type { JobFacts, JobMessageEvent, JobStepPayload } from '../payload';
import { jobDetailLabels as labels, jobWords as w } from './job-message-words';
import { planWords as pw } from './plan-message-words';
import { problemWords as qw } from './problem-message-words';
import { jobPath, type MessageContent, type MessageDetail } from './message-content';
import { dayText, dayTimeText, momentText, shortServices, visitText } from './message-text';
import { reasonForReader } from '../../../i18n/recorded-reasons';

export interface Words {
  subject: string;
  summary: string;
  /** Another button than "open the job" (e.g. a provider who no longer has the job). */
  action?: MessageContent['action'];
}
export type ByAudience = { customer: Words } & Partial<Record<Exclude<NotificationAudience, 'customer'>, Words>>;

/** The arguments every job message is made of, in the market's time and the reader's language. */
function phrases(p: JobStepPayload, intl: IntlShape<string>) {
  const { job } = p;
  return {
    what: shortServices(intl, job.services),
    day: dayText(intl, job.start, job.timeZone),
    at: dayTimeText(intl, job.start, job.timeZone),
    when: visitText(intl, job),
    provider: job.providerName ?? intl.formatMessage(w.yourProvider),
    hasProvider: job.providerName ? 'yes' : 'no',
    customer: job.customerName,
    market: job.marketName,
    ref: referenceOf(job.id),
    moved: p.previousStart ? 'yes' : 'no',
    before: p.previousStart ? momentText(intl, p.previousStart, job.timeZone) : '',
    /** The street address, or only the area for a provider who has not accepted the job (docs/provider.md). */
    where: job.address.join(', '),
    /** A plan's visit: how often it repeats. */
    every: intl.formatMessage(pw.every, { weeks: job.plan?.everyWeeks ?? 1 }),
  };
}

type Say = (descriptor: (typeof w)[keyof typeof w] | (typeof pw)[keyof typeof pw] | (typeof qw)[keyof typeof qw]) => string;

/** The customer's plan page (docs/repeat-business.md), where its visits are skipped, moved and changed. */
const planAction = (p: JobStepPayload, say: Say) =>
  p.job.plan ? { label: say(pw.openPlan), path: `/my-jobs/plans/${p.job.plan.id}` } : { label: say(w.openJob), path: jobPath('customer', p.job) };

/** What each event says to each side of the job. */
const wording: Record<JobMessageEvent, (p: JobStepPayload, say: Say) => ByAudience> = {
  booked: (p, say) => ({
    customer: {
      subject: say(w.bookedCustomerSubject),
      summary: say(!p.job.providerName ? w.bookedCustomerFinding : p.job.status === 'requested' ? w.bookedCustomerRequested : w.bookedCustomerConfirmed),
    },
    provider: { subject: say(w.bookedProviderSubject), summary: say(w.bookedProviderSummary), action: { label: say(w.bookedProviderAction), path: `/provider/job/${p.job.id}` } },
    manager: { subject: say(w.bookedManagerSubject), summary: say(w.bookedManagerSummary) },
  }),
  confirmed: (_p, say) => ({ customer: { subject: say(w.confirmedSubject), summary: say(w.confirmedSummary) } }),
  unassigned: (p, say) => ({
    customer: { subject: say(w.unassignedCustomerSubject), summary: say(w.unassignedCustomerSummary) },
    provider: { subject: say(w.unassignedProviderSubject), summary: say(w.unassignedProviderSummary), action: { label: say(w.unassignedProviderAction), path: '/provider' } },
    manager: { subject: say(w.unassignedManagerSubject), summary: say(w.unassignedManagerSummary), action: { label: say(w.unassignedManagerAction), path: jobPath('manager', p.job) } },
  }),
  reminder: (p, say) => ({
    customer: { subject: say(w.reminderCustomerSubject), summary: say(p.job.providerName ? w.reminderCustomerWithProvider : w.reminderCustomerNoProvider) },
    provider: { subject: say(w.reminderProviderSubject), summary: say(p.job.areaOnly ? w.reminderProviderRequest : w.reminderProviderExpected) },
  }),
  rescheduled: (_p, say) => ({
    customer: { subject: say(w.rescheduledCustomerSubject), summary: say(w.rescheduledCustomerSummary) },
    provider: { subject: say(w.rescheduledProviderSubject), summary: say(w.rescheduledProviderSummary) },
    manager: { subject: say(w.rescheduledManagerSubject), summary: say(w.rescheduledManagerSummary) },
  }),
  cancelled: (p, say) =>
    p.noShow
      ? {
          customer: { subject: say(w.missedCustomerSubject), summary: say(w.missedCustomerSummary) },
          provider: { subject: say(w.missedProviderSubject), summary: say(w.missedProviderSummary) },
          manager: { subject: say(w.missedManagerSubject), summary: say(w.missedManagerSummary) },
        }
      : {
          customer: { subject: say(w.cancelledCustomerSubject), summary: say(w.cancelledCustomerSummary) },
          provider: { subject: say(w.cancelledProviderSubject), summary: say(w.cancelledProviderSummary) },
          manager: { subject: say(w.cancelledManagerSubject), summary: say(w.cancelledManagerSummary) },
        },
  started: (_p, say) => ({ customer: { subject: say(w.startedSubject), summary: say(w.startedSummary) } }),
  completed: (p, say) => ({
    customer: { subject: say(w.completedSubject), summary: say(w.completedSummary), action: { label: say(w.completedAction), path: jobPath('customer', p.job) } },
  }),
  // A recurring plan's (docs/repeat-business.md).
  plan_created: (p, say) => ({
    customer: { subject: say(pw.createdCustomerSubject), summary: say(pw.createdCustomerSummary), action: planAction(p, say) },
    provider: { subject: say(pw.createdProviderSubject), summary: say(pw.createdProviderSummary) },
  }),
  visit_skipped: (_p, say) => ({
    customer: { subject: say(pw.skippedCustomerSubject), summary: say(pw.skippedCustomerSummary) },
    provider: { subject: say(pw.skippedProviderSubject), summary: say(pw.skippedProviderSummary) },
  }),
  visit_unassigned: (p, say) => ({
    customer: { subject: say(pw.unassignedCustomerSubject), summary: say(pw.unassignedCustomerSummary) },
    manager: { subject: say(pw.unassignedManagerSubject), summary: say(pw.unassignedManagerSummary), action: { label: say(w.unassignedManagerAction), path: jobPath('manager', p.job) } },
  }),
  visit_card_declined: (_p, say) => ({ customer: { subject: say(pw.declinedSubject), summary: say(pw.declinedSummary) } }),
  // A problem case's (docs/problems.md): the words name the job, never what was written (read on the job's page).
  problem_reported: (p, say) => ({
    customer: { subject: say(qw.reportedSubject), summary: say(qw.reportedProviderSummary) },
    provider: { subject: say(qw.reportedSubject), summary: say(qw.reportedProviderSummary), action: { label: say(w.openJob), path: `/provider/job/${p.job.id}` } },
    manager: { subject: say(qw.reportedSubject), summary: say(qw.reportedManagerSummary), action: { label: say(w.openJob), path: jobPath('manager', p.job) } },
  }),
  problem_step: (p, say) => ({
    customer: { subject: say(qw.stepSubject), summary: say(qw.stepSummary), action: { label: say(w.openJob), path: jobPath('customer', p.job) } },
    provider: { subject: say(qw.stepSubject), summary: say(qw.stepSummary), action: { label: say(w.openJob), path: `/provider/job/${p.job.id}` } },
    manager: { subject: say(qw.stepSubject), summary: say(qw.stepSummary), action: { label: say(w.openJob), path: jobPath('manager', p.job) } },
  }),
  problem_resolved: (p, say) => ({
    customer: { subject: say(qw.resolvedSubject), summary: say(qw.resolvedSummary), action: { label: say(w.openJob), path: jobPath('customer', p.job) } },
    provider: { subject: say(qw.resolvedSubject), summary: say(qw.resolvedSummary), action: { label: say(w.openJob), path: `/provider/job/${p.job.id}` } },
  }),
};

function details(p: JobStepPayload, job: JobFacts, intl: IntlShape<string>): MessageDetail[] {
  const label = (descriptor: (typeof labels)[keyof typeof labels]) => intl.formatMessage(descriptor);
  const where = job.address.join(', ');
  const rows: (MessageDetail | false)[] = [
    { label: label(p.event === 'rescheduled' ? labels.newTime : labels.when), value: visitText(intl, job) },
    p.event === 'rescheduled' && p.previousStart !== null && { label: label(labels.before), value: momentText(intl, p.previousStart, job.timeZone) },
    { label: label(labels.services), value: job.services },
    {
      label: label(job.areaOnly ? labels.area : labels.where),
      value: job.areaOnly && job.status === 'requested' ? intl.formatMessage(labels.areaUntilAccepted, { area: where }) : where,
    },
    p.audience !== 'provider' && job.providerName !== null && { label: label(labels.provider), value: job.providerName },
    p.audience !== 'customer' && { label: label(labels.customer), value: job.customerName },
    p.audience === 'manager' && { label: label(labels.market), value: job.marketName },
    { label: label(labels.reference), value: referenceOf(job.id) },
  ];
  return rows.filter((row): row is MessageDetail => row !== false);
}

const because = { customer: w.becauseCustomer, provider: w.becauseProvider, manager: w.becauseManager } as const;

/** A step of a job, in the words of the side it is told to, in their language. */
export function jobMessage(p: JobStepPayload, intl: IntlShape<string>): MessageContent {
  const values = phrases(p, intl);
  const say: Say = (descriptor) => intl.formatMessage(descriptor, values);
  const byAudience = wording[p.event](p, say);
  const words = byAudience[p.audience] ?? byAudience.customer;
  return {
    subject: words.subject,
    summary: words.summary,
    details: details(p, p.job, intl),
    // Only declines and cancellations carry a reason worth reading; a reschedule's is its two times.
    reason: p.event === 'unassigned' || p.event === 'cancelled' || p.event === 'visit_unassigned' ? reasonForReader(intl, p.reason) : null,
    action: words.action ?? { label: intl.formatMessage(w.openJob), path: jobPath(p.audience, p.job) },
    because: intl.formatMessage(because[p.audience], { market: p.job.marketName }),
  };
}
