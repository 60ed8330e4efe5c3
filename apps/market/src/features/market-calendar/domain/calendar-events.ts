import { defineMessages, type IntlShape } from 'react-intl';
import type { MarketCalendar } from '@marketplace/contracts';
import { jobStatusLabel } from '@marketplace/job-ui/job-status';

const words = defineMessages<{ title: { status: string; services: string; provider: string }; noProvider: Record<never, never> }>({
  title: { id: 'market.calendar.event-title', defaultMessage: '{status}: {services} · {provider}' },
  noProvider: { id: 'market.calendar.no-provider', defaultMessage: 'No provider' },
});

/** What the calendar draws (FullCalendar's event input, the fields used). */
export interface MarketCalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  url: string;
  classNames: string[];
  extendedProps: { status: string };
}

/**
 * Each job as an event titled with its status (in words, not only a colour), its work and its
 * provider; it links to the manager's job page. Instants stay instants: the calendar places
 * them in the market's zone.
 */
export function calendarEvents(intl: IntlShape, calendar: MarketCalendar, marketId: string): MarketCalendarEvent[] {
  return calendar.jobs.map((job) => ({
    id: job.id,
    title: intl.formatMessage(words.title, {
      status: jobStatusLabel(intl, job.status),
      services: job.servicesSummary,
      provider: job.provider?.name ?? intl.formatMessage(words.noProvider),
    }),
    start: job.start,
    end: job.end,
    url: `/market/${marketId}/job/${job.id}`,
    classNames: ['hh-job', `hh-job-${job.status}`],
    extendedProps: { status: job.status },
  }));
}
