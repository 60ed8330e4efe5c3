import type { NotificationAudience } from '@marketplace/contracts';
import { referenceOf } from '../../market-jobs';
import type { JobFacts, JobStepEvent, JobStepPayload } from '../payload';
import { jobPath, type MessageContent, type MessageDetail } from './message-content';
import { dayText, dayTimeText, momentText, shortServices, visitText } from './message-text';

interface Words {
  subject: string;
  summary: string;
  /** Another button than "open the job" (e.g. a provider who no longer has the job). */
  action?: MessageContent['action'];
}
type ByAudience = { customer: Words } & Partial<Record<Exclude<NotificationAudience, 'customer'>, Words>>;

/** The phrases every job message is made of, in the market's time. */
function phrases(p: JobStepPayload) {
  const { job } = p;
  return {
    what: shortServices(job.services),
    day: dayText(job.start, job.timeZone),
    at: dayTimeText(job.start, job.timeZone),
    when: visitText(job),
    /** The provider at the start of a sentence, and inside one. */
    Provider: job.providerName ?? 'Your provider',
    provider: job.providerName ?? 'your provider',
    customer: job.customerName,
    ref: referenceOf(job.id),
    before: p.previousStart ? `, instead of ${momentText(p.previousStart, job.timeZone)}` : '',
    /** The street address, or only the area for a provider who has not accepted the job (docs/provider.md). */
    where: job.address.join(', '),
  };
}

/** What each event says to each side of the job. */
const wording: Record<JobStepEvent, (p: JobStepPayload, x: ReturnType<typeof phrases>) => ByAudience> = {
  booked: (p, x) => ({
    customer: {
      subject: `Booking received: your ${x.what} on ${x.day}`,
      summary: !p.job.providerName
        ? `Your ${x.what} on ${x.when} is booked. We are finding a provider and will tell you who is coming.`
        : p.job.status === 'requested'
          ? `Your ${x.what} on ${x.when} is booked. ${x.Provider} will confirm it soon; we will tell you when they do.`
          : `Your ${x.what} with ${x.provider} on ${x.when} is booked.`,
    },
    provider: { subject: `New job request: ${x.what} on ${x.at}`, summary: `${x.customer} asked you for ${x.what} on ${x.when}. Please accept or decline it soon.`, action: { label: 'Accept or decline', path: `/provider/job/${p.job.id}` } },
    manager: { subject: `New job in ${p.job.marketName}: ${x.what} on ${x.day}`, summary: `${x.customer} booked ${x.what} for ${x.when}, ${p.job.providerName ? `with ${x.provider}` : 'with no provider yet'}.` },
  }),
  confirmed: (_p, x) => ({ customer: { subject: `Your ${x.what} on ${x.day} is confirmed`, summary: `${x.Provider} accepted your job and will come on ${x.when}.` } }),
  unassigned: (p, x) => ({
    customer: { subject: `We are finding a new provider for your ${x.what} on ${x.day}`, summary: `${x.Provider} can’t take your job on ${x.when}. We are looking for another provider; you don’t need to do anything.` },
    provider: { subject: `Job ${x.ref} is no longer assigned to you`, summary: `The ${x.what} for ${x.customer} on ${x.when} went back to the market’s team.`, action: { label: 'Open your provider area', path: '/provider' } },
    manager: { subject: `Job ${x.ref} needs a provider`, summary: `${x.customer}’s ${x.what} on ${x.when} has no provider. Assign one in ${p.job.marketName}’s job desk.`, action: { label: 'Assign a provider', path: jobPath('manager', p.job) } },
  }),
  reminder: (p, x) => ({
    customer: { subject: `Reminder: your ${x.what} on ${x.at}`, summary: p.job.providerName ? `${x.Provider} comes on ${x.when}.` : `Your job is on ${x.when}.` },
    provider: {
      subject: `Reminder: ${x.what} for ${x.customer} on ${x.at}`,
      summary: p.job.areaOnly ? `The job in ${x.where} on ${x.when} still waits for your answer.` : `You are expected at ${x.where} on ${x.when}.`,
    },
  }),
  rescheduled: (_p, x) => ({
    customer: { subject: `Your ${x.what} moved to ${x.at}`, summary: `Your job is now on ${x.when}${x.before}.` },
    provider: { subject: `Job moved: ${x.what}, now ${x.at}`, summary: `The job is now on ${x.when}${x.before}.` },
    manager: { subject: `Job ${x.ref} moved to ${x.at}`, summary: `${x.customer}’s ${x.what} is now on ${x.when}${x.before}.` },
  }),
  cancelled: (p, x) =>
    p.noShow
      ? {
          customer: { subject: `Missed visit: your ${x.what} on ${x.day}`, summary: `The visit on ${x.when} was recorded as missed. The job page shows what happens next.` },
          provider: { subject: `Missed visit recorded: ${x.what} for ${x.customer} on ${x.day}`, summary: `The visit on ${x.when} was recorded as missed.` },
          manager: { subject: `Job ${x.ref}: missed visit on ${x.day}`, summary: `${x.customer}’s ${x.what} on ${x.when} was recorded as missed.` },
        }
      : {
          customer: { subject: `Your ${x.what} on ${x.day} is cancelled`, summary: `Your job on ${x.when} is cancelled.` },
          provider: { subject: `Job cancelled: ${x.what} for ${x.customer} on ${x.day}`, summary: `You are no longer expected at ${x.customer}’s on ${x.when}.` },
          manager: { subject: `Job ${x.ref} was cancelled`, summary: `${x.customer}’s ${x.what} on ${x.when} is cancelled.` },
        },
  started: (_p, x) => ({ customer: { subject: `${x.Provider} started your ${x.what}`, summary: `Your job of ${x.day} is under way.` } }),
  completed: (p, x) => ({
    customer: { subject: `Your ${x.what} is done`, summary: `${x.Provider} finished your job of ${x.day}. How did it go? You can leave a review on the job page.`, action: { label: 'Leave a review', path: jobPath('customer', p.job) } },
  }),
};

function details(p: JobStepPayload, job: JobFacts): MessageDetail[] {
  const rows: (MessageDetail | false)[] = [
    { label: p.event === 'rescheduled' ? 'New time' : 'When', value: visitText(job) },
    p.event === 'rescheduled' && p.previousStart !== null && { label: 'Before', value: momentText(p.previousStart, job.timeZone) },
    { label: 'Services', value: job.services },
    { label: job.areaOnly ? 'Area' : 'Where', value: `${job.address.join(', ')}${job.areaOnly && job.status === 'requested' ? ' (the full address once you accept)' : ''}` },
    p.audience !== 'provider' && job.providerName !== null && { label: 'Provider', value: job.providerName },
    p.audience !== 'customer' && { label: 'Customer', value: job.customerName },
    p.audience === 'manager' && { label: 'Market', value: job.marketName },
    { label: 'Reference', value: referenceOf(job.id) },
  ];
  return rows.filter((row): row is MessageDetail => row !== false);
}

const because: Record<NotificationAudience, (job: JobFacts) => string> = {
  customer: () => 'you booked this job on Handyhub',
  provider: () => 'this job is (or was) assigned to you on Handyhub',
  manager: (job) => `you manage ${job.marketName} on Handyhub`,
};

/** A step of a job, in the words of the side it is told to. */
export function jobMessage(p: JobStepPayload): MessageContent {
  const byAudience = wording[p.event](p, phrases(p));
  const words = byAudience[p.audience] ?? byAudience.customer;
  return {
    subject: words.subject,
    summary: words.summary,
    details: details(p, p.job),
    // Only declines and cancellations carry a reason worth reading; a reschedule's is its two times.
    reason: p.event === 'unassigned' || p.event === 'cancelled' ? p.reason : null,
    action: words.action ?? { label: 'Open the job', path: jobPath(p.audience, p.job) },
    because: because[p.audience](p.job),
  };
}
