import { defineMessages } from '@marketplace/contracts/messages';

/** What booking's errors say (docs/languages.md): answered in the language of whoever asked. */
export const bookingMessages = defineMessages({
  cannotBookYourself: { id: 'api.error.booking.cannot-book-yourself', defaultMessage: 'You cannot book yourself.' },
  servicesNotOffered: { id: 'api.error.booking.services-not-offered', defaultMessage: 'This provider does not offer these services in {market}' },
  noSuchHold: { id: 'api.error.booking.no-such-hold', defaultMessage: 'There is no such hold.' },
  alreadyBooked: { id: 'api.error.booking.already-booked', defaultMessage: 'This time is already booked: cancel the job instead.' },
});
