import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/** These messages take values: react-intl types what defineMessages returns as taking none. */
const withValues = <K extends string>(messages: Record<K, MessageDescriptor>) => messages;

const words = withValues(defineMessages({
  today: { id: 'provider.calendar.today', defaultMessage: 'Today' },
  day: { id: 'provider.calendar.day', defaultMessage: 'Day' },
  week: { id: 'provider.calendar.week', defaultMessage: 'Week' },
  month: { id: 'provider.calendar.month', defaultMessage: 'Month' },
  list: { id: 'provider.calendar.list', defaultMessage: 'List' },
  previous: { id: 'provider.calendar.previous', defaultMessage: 'Prev' },
  next: { id: 'provider.calendar.next', defaultMessage: 'Next' },
  noEvents: { id: 'provider.calendar.no-events', defaultMessage: 'Nothing in this period' },
  // The visible word must be in the accessible name (FullCalendar's own hint, "This week", drops it).
  todayHint: {
    id: 'provider.calendar.today-hint',
    defaultMessage: '{unit, select, day {Today} week {Today: this week} month {Today: this month} other {Today}}',
  },
  previousHint: {
    id: 'provider.calendar.previous-hint',
    defaultMessage: '{unit, select, day {Previous day} week {Previous week} month {Previous month} other {Previous}}',
  },
  nextHint: {
    id: 'provider.calendar.next-hint',
    defaultMessage: '{unit, select, day {Next day} week {Next week} month {Next month} other {Next}}',
  },
}));

type Hint = (unitText: string, unit: string) => string;

/** FullCalendar's button words and hints, from this app's catalogue, so the toolbar speaks the page's language. */
export function calendarWords(intl: IntlShape) {
  const hint =
    (message: MessageDescriptor): Hint =>
    (_unitText, unit) =>
      intl.formatMessage(message, { unit });
  return {
    todayText: intl.formatMessage(words.today),
    dayText: intl.formatMessage(words.day),
    weekTextLong: intl.formatMessage(words.week),
    monthText: intl.formatMessage(words.month),
    listText: intl.formatMessage(words.list),
    prevText: intl.formatMessage(words.previous),
    nextText: intl.formatMessage(words.next),
    noEventsText: intl.formatMessage(words.noEvents),
    todayHint: hint(words.todayHint),
    prevHint: hint(words.previousHint),
    nextHint: hint(words.nextHint),
  };
}
