import { useIntl } from 'react-intl';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { timeZoneLabel } from '@marketplace/job-ui/zone-label';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { useProviderCalendar, type CalendarRange } from '../api/use-provider-calendar';
import { calendarEvents } from '../domain/calendar-events';
import styles from './provider-calendar.module.css';

const phone = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 40rem)').matches;

export interface ProviderCalendarProps {
  /** The market's zone, when the page knows it already; the calendar feed names it anyway. */
  timeZone?: string;
}

/**
 * The provider's jobs, time off and weekly hours by day, week or month (a list on phones), in
 * the market's zone whatever the browser's. Each visible range is loaded from the calendar
 * feed as the provider moves through it; a job opens its page.
 */
export default function ProviderCalendar({ timeZone: knownZone }: ProviderCalendarProps) {
  const navigate = useNavigate();
  const intl = useIntl();
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [onPhone] = useState(phone);
  const calendar = useProviderCalendar(range);
  const timeZone = calendar.data?.timeZone ?? knownZone ?? 'UTC';
  const events = useMemo(() => (calendar.data ? calendarEvents(intl, calendar.data) : []), [calendar.data, intl]);

  return (
    <div className={styles.calendar} data-testid="provider-calendar" data-time-zone={timeZone}>
      <p className={styles.zone}>
        Times in {timeZoneLabel(intl, timeZone)}. Shaded: your working hours; hatched: time off.
      </p>
      {calendar.isError && (
        <Alert tone="danger" title="We could not load your calendar" action={<Button onClick={() => void calendar.refetch()}>Try again</Button>}>
          {errorMessage(calendar.error)}
        </Alert>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {calendar.isFetching ? 'Loading the calendar…' : ''}
      </VisuallyHidden>
      <FullCalendar
        plugins={[classicThemePlugin, timeGridPlugin, dayGridPlugin, listPlugin]}
        timeZone={timeZone}
        initialView={onPhone ? 'listWeek' : 'timeGridWeek'}
        headerToolbar={onPhone ? { start: 'prev,next', center: 'title', end: 'listWeek,timeGridDay,dayGridMonth' } : { start: 'prev,next today', center: 'title', end: 'timeGridDay,timeGridWeek,dayGridMonth' }}
        firstDay={1}
        // The visible word must be in the accessible name (the default hint, "This week", drops it).
        todayHint={(unitText: string) => `Today: this ${unitText}`}
        height="auto"
        allDaySlot={false}
        scrollTime="07:00:00"
        nowIndicator
        events={events}
        datesSet={({ start, end }) => setRange((current) => (current?.from === start.toISOString() && current.to === end.toISOString() ? current : { from: start.toISOString(), to: end.toISOString() }))}
        eventClick={({ event, jsEvent }) => {
          if (!event.url) return;
          jsEvent.preventDefault();
          navigate(event.url);
        }}
      />
    </div>
  );
}
