import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ProviderCalendar } from '@marketplace/contracts';
import { jobServicesTitle } from '@marketplace/job-ui/job-services';
import { jobStatusLabel } from '@marketplace/job-ui/job-status';
import { planMarkerText } from '../../../lib/plan-words';

/** These messages take values: react-intl types what defineMessages returns as taking none. */
const withValues = <K extends string>(messages: Record<K, MessageDescriptor>) => messages;

/** What the calendar draws (FullCalendar's event input, the fields we use). */
export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  /** Only jobs link somewhere: their page. */
  url?: string;
  display?: 'background';
  classNames: string[];
  extendedProps: { kind: 'job' | 'time-off' | 'hours'; status?: string };
}

const timeOffWords = withValues(defineMessages({
  plain: { id: 'provider.calendar.time-off', defaultMessage: 'Time off' },
  withReason: { id: 'provider.calendar.time-off-reason', defaultMessage: 'Time off: {reason}' },
}));

/**
 * The calendar feed as events: jobs (each a link to its page, titled with the work, its status
 * and, for a plan's visit, its rhythm), time off and the weekly hours as background shading.
 * The instants stay instants: the calendar places them in the market's zone.
 */
export function calendarEvents(intl: IntlShape, calendar: ProviderCalendar): CalendarEvent[] {
  const hours = calendar.workingHours.map(
    (interval, index): CalendarEvent => ({ id: `hours-${index}`, title: '', start: interval.start, end: interval.end, display: 'background', classNames: ['hh-hours'], extendedProps: { kind: 'hours' } }),
  );
  const timeOff = calendar.timeOff.map(
    (interval, index): CalendarEvent => ({
      id: `time-off-${index}`,
      title: interval.reason ? intl.formatMessage(timeOffWords.withReason, { reason: interval.reason }) : intl.formatMessage(timeOffWords.plain),
      start: interval.start,
      end: interval.end,
      display: 'background',
      classNames: ['hh-time-off'],
      extendedProps: { kind: 'time-off' },
    }),
  );
  const jobs = calendar.jobs.map(
    (job): CalendarEvent => ({
      id: job.id,
      title: `${jobServicesTitle(intl, job.services)} (${jobStatusLabel(intl, job.status)}) · ${job.area.postalCode}${job.plan ? ` · ${planMarkerText(intl, job.plan.everyWeeks)}` : ''}`,
      start: job.start,
      end: job.end,
      url: `/provider/job/${job.id}`,
      classNames: ['hh-job', `hh-job-${job.status}`],
      extendedProps: { kind: 'job', status: job.status },
    }),
  );
  return [...hours, ...timeOff, ...jobs];
}
