import { calendarStatus, calendarSummary, toICalendar } from '../../jobs';
import type { JobStepPayload } from '../payload';
import type { MailAttachment } from '../transport';

/**
 * The job's calendar file for booked and rescheduled mails. Same UID as the job page's
 * "Add to calendar" download, so a calendar that has either replaces it; SEQUENCE comes from
 * the payload, so a later change wins over an earlier mail opened late.
 */
export function jobCalendarAttachment(p: JobStepPayload, now: Date): MailAttachment | null {
  if (p.event !== 'booked' && p.event !== 'rescheduled') return null;
  const { job } = p;
  const content = toICalendar({
    uid: `${job.id}@handyhub`,
    start: new Date(job.start),
    end: new Date(job.end),
    stamp: now,
    sequence: p.icsSequence,
    status: calendarStatus(job.status),
    summary: calendarSummary(job.services, job.providerName),
    location: job.address.join('\n'),
    // A provider's new request carries the area only (docs/provider.md): the street comes once they accept.
    description: `Times are in ${job.timeZone}. Handyhub job ${job.id}.${job.areaOnly ? ' The full address comes once you accept the job.' : ''}`,
  });
  return { filename: `job-${job.id}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content };
}
