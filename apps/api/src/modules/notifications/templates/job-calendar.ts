import type { IntlShape } from '@formatjs/intl';
import { calendarStatus, calendarSummary, calendarWords, toICalendar } from '../../jobs';
import type { JobStepPayload } from '../payload';
import type { MailAttachment } from '../transport';

/**
 * The job's calendar file for booked and rescheduled mails, in the recipient's language. Same
 * UID as the job page's "Add to calendar" download, so a calendar that has either replaces it;
 * SEQUENCE comes from the payload, so a later change wins over an earlier mail opened late.
 */
export function jobCalendarAttachment(p: JobStepPayload, now: Date, intl: IntlShape<string>): MailAttachment | null {
  if (p.event !== 'booked' && p.event !== 'rescheduled') return null;
  const { job } = p;
  const times = intl.formatMessage(calendarWords.times, { timeZone: job.timeZone, jobId: job.id });
  const content = toICalendar({
    uid: `${job.id}@handyhub`,
    start: new Date(job.start),
    end: new Date(job.end),
    stamp: now,
    sequence: p.icsSequence,
    status: calendarStatus(job.status),
    summary: calendarSummary(intl, job.services, job.providerName),
    location: job.address.join('\n'),
    // A provider's new request carries the area only (docs/provider.md): the street comes once they accept.
    description: job.areaOnly ? `${times} ${intl.formatMessage(calendarWords.addressOnAccept)}` : times,
  });
  return { filename: `job-${job.id}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content };
}
