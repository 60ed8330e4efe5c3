import FullCalendar from '@fullcalendar/react';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import german from '@fullcalendar/react/locales/de';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { CalendarWindow } from '../api/use-market-calendar';
import type { MarketCalendarEvent } from '../domain/calendar-events';

export interface JobsCalendarProps {
  timeZone: string;
  events: MarketCalendarEvent[];
  onWindowChange: (window: CalendarWindow) => void;
}

/**
 * FullCalendar's day and week views in the market's zone and the page's language (its own German
 * words and formats; English is built in); an event opens the job's page.
 */
export default function JobsCalendar({ timeZone, events, onWindowChange }: JobsCalendarProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const onPhone = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 40rem)').matches;
  return (
    <FullCalendar
      plugins={[classicThemePlugin, timeGridPlugin]}
      timeZone={timeZone}
      locales={[german]}
      locale={intl.locale}
      initialView={onPhone ? 'timeGridDay' : 'timeGridWeek'}
      headerToolbar={{ start: 'prev,next today', center: 'title', end: 'timeGridDay,timeGridWeek' }}
      firstDay={1}
      todayHint={(unitText: string) => intl.formatMessage({ id: 'market.calendar.today-hint', defaultMessage: 'Today: this {unit}' }, { unit: unitText })}
      height="auto"
      allDaySlot={false}
      scrollTime="07:00:00"
      nowIndicator
      events={events}
      datesSet={({ start, end }) => onWindowChange({ from: start.toISOString(), to: end.toISOString() })}
      eventClick={({ event, jsEvent }) => {
        if (!event.url) return;
        jsEvent.preventDefault();
        navigate(event.url);
      }}
    />
  );
}
