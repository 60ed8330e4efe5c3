import { defineMessages } from '@formatjs/intl';

/** What the notification endpoints answer when they refuse (docs/languages.md); the templates' words are in templates/. */
export const notificationsMessages = defineMessages({
  sendOneClickForm: { id: 'api.error.notifications.send-one-click-form', defaultMessage: 'Send {field}={value} as a form (RFC 8058).' },
  unsubscribeLinkNotValid: { id: 'api.error.notifications.unsubscribe-link-not-valid', defaultMessage: 'This unsubscribe link is not valid. Change your settings after logging in instead.' },
  notYourEvents: { id: 'api.error.notifications.not-your-events', defaultMessage: 'Not an event you are told about: {events}' },
  noSuchMessage: { id: 'api.error.notifications.no-such-message', defaultMessage: 'No such message.' },
  onlyDeadLetters: { id: 'api.error.notifications.only-dead-letters', defaultMessage: 'Only a dead letter can be retried; this message is {status}.' },
});
