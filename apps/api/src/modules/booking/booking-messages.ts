import { defineMessages } from '@formatjs/intl';

/** What booking's errors say (docs/languages.md): answered in the language of whoever asked. */
export const bookingMessages = defineMessages({
  cannotBookYourself: { id: 'api.error.booking.cannot-book-yourself', defaultMessage: 'You cannot book yourself.' },
  noSuchMarket: { id: 'api.error.booking.no-such-market', defaultMessage: 'There is no such market.' },
  notTakingBookings: { id: 'api.error.booking.not-taking-bookings', defaultMessage: '{market} is not taking bookings yet. Join the waitlist and we will tell you when it opens.' },
  servicesNotOfferedInMarket: { id: 'api.error.booking.services-not-offered-in-market', defaultMessage: 'Some of these services are not offered in {market}.' },
  notOfferedInMarket: { id: 'api.error.booking.not-offered-in-market', defaultMessage: 'Not offered in {market}' },
  providerDoesNotOffer: { id: 'api.error.booking.provider-does-not-offer', defaultMessage: 'This provider does not offer these services in {market}' },
  noSuchHold: { id: 'api.error.booking.no-such-hold', defaultMessage: 'There is no such hold.' },
  alreadyBooked: { id: 'api.error.booking.already-booked', defaultMessage: 'This time is already booked: cancel the job instead.' },
});
