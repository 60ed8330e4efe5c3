import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import germanCalendar from '@fullcalendar/react/locales/de';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { textDirection, usePageLocale } from '@marketplace/i18n';
import { timeZoneLabel } from '@marketplace/job-ui/zone-label';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';
import { useProviderCalendar, type CalendarRange } from '../api/use-provider-calendar';
import { calendarEvents } from '../domain/calendar-events';
import { calendarWords } from '../domain/calendar-words';
import styles from './provider-calendar.module.css';

/** FullCalendar's formats (day names, 24-hour times) per language; English is its own default. */
const calendarLocales = { de: germanCalendar } as const;

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
  const intl = useIntl();
  const { locale: pageLocale } = usePageLocale();
  const navigate = useNavigate();
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [onPhone] = useState(phone);
  const calendar = useProviderCalendar(range);
  const timeZone = calendar.data?.timeZone ?? knownZone ?? 'UTC';
  const events = useMemo(() => (calendar.data ? calendarEvents(intl, calendar.data) : []), [calendar.data, intl]);
  const words = useMemo(() => calendarWords(intl), [intl]);

  return (
    <div className={styles.calendar} data-testid="provider-calendar" data-time-zone={timeZone}>
      <p className={styles.zone}>
        <FormattedMessage
          id="provider.calendar.legend"
          defaultMessage="Times in {zone}. Shaded: your working hours; hatched: time off."
          values={{ zone: timeZoneLabel(intl, timeZone) }}
        />
      </p>
      {calendar.isError && (
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'provider.calendar.failed', defaultMessage: 'We could not load your calendar' })}
          action={
            <Button onClick={() => void calendar.refetch()}>
              <FormattedMessage id="provider.calendar.try-again" defaultMessage="Try again" />
            </Button>
          }
        >
          {errorMessage(calendar.error)}
        </Alert>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {calendar.isFetching ? intl.formatMessage({ id: 'provider.calendar.loading', defaultMessage: 'Loading the calendar…' }) : ''}
      </VisuallyHidden>
      <FullCalendar
        plugins={[classicThemePlugin, timeGridPlugin, dayGridPlugin, listPlugin]}
        timeZone={timeZone}
        locale={pageLocale === 'de' ? calendarLocales.de : 'en'}
        direction={textDirection(pageLocale)}
        {...words}
        initialView={onPhone ? 'listWeek' : 'timeGridWeek'}
        headerToolbar={onPhone ? { start: 'prev,next', center: 'title', end: 'listWeek,timeGridDay,dayGridMonth' } : { start: 'prev,next today', center: 'title', end: 'timeGridDay,timeGridWeek,dayGridMonth' }}
        firstDay={1}
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
