import { defineMessages } from 'react-intl';

/** What the customer is told when the time they were about to book is gone. */
export const timeNotices = defineMessages({
  holdExpired: { id: 'booking.time-notices.hold-expired', defaultMessage: 'The time we held for you ran out. Pick a time again — everything else is saved.' },
  slotTaken: { id: 'booking.time-notices.slot-taken', defaultMessage: 'That time was just taken. Here are the next available times.' },
});
