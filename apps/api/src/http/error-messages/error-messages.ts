import { defineMessages } from '@formatjs/intl';

/** The words of the API's own errors (app-error.ts, the error handler); modules keep theirs beside their code. */
export const errorMessages = defineMessages({
  someFieldsNeedAttention: { id: 'api.error.some-fields-need-attention', defaultMessage: 'Some fields need attention.' },
  logInToContinue: { id: 'api.error.log-in-to-continue', defaultMessage: 'Log in to continue.' },
  noPermission: { id: 'api.error.no-permission', defaultMessage: 'You do not have permission to do that.' },
  notFound: { id: 'api.error.not-found', defaultMessage: 'Not found.' },
  // What several modules answer for an id that names nothing (or nothing the person may see).
  noSuchMarket: { id: 'api.error.no-such-market', defaultMessage: 'There is no such market.' },
  noSuchJob: { id: 'api.error.no-such-job', defaultMessage: 'There is no such job.' },
  noSuchProvider: { id: 'api.error.no-such-provider', defaultMessage: 'There is no such provider.' },
  noSuchApplication: { id: 'api.error.no-such-application', defaultMessage: 'There is no such application.' },
  slotTaken: { id: 'api.error.slot-taken', defaultMessage: 'That time was just taken. Please choose another.' },
  holdExpired: { id: 'api.error.hold-expired', defaultMessage: 'This hold has ended. Please choose a time again.' },
  tooManyAttempts: { id: 'api.error.too-many-attempts', defaultMessage: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.' },
  busy: { id: 'api.error.busy', defaultMessage: 'We are very busy right now. Please try again in a moment.' },
  crossSite: { id: 'api.error.cross-site', defaultMessage: 'This request did not come from the Handyhub site.' },
  internal: { id: 'api.error.internal', defaultMessage: 'Something went wrong on our side. Please try again.' },
  sendJson: { id: 'api.error.send-json', defaultMessage: 'Send the request body as JSON (Content-Type: application/json).' },
  bodyTooLarge: { id: 'api.error.body-too-large', defaultMessage: 'The request body is too large.' },
  bodyEmpty: { id: 'api.error.body-empty', defaultMessage: 'The request body is empty: send a JSON object.' },
  bodyNotJson: { id: 'api.error.body-not-json', defaultMessage: 'The request body is not valid JSON.' },
  contentLength: { id: 'api.error.content-length', defaultMessage: 'The Content-Length header does not match the body.' },
  requestNotValid: { id: 'api.error.request-not-valid', defaultMessage: 'The request is not valid.' },
  notValid: { id: 'api.error.not-valid', defaultMessage: 'Not valid' },
  fieldRequired: { id: 'api.error.field-required', defaultMessage: 'This field is required' },
  wrongType: { id: 'api.error.wrong-type', defaultMessage: 'Must be {type, select, array {an array} object {an object} int {an int} other {a {type}}}' },
  noSuchPath: { id: 'api.error.no-such-path', defaultMessage: 'There is no {method} {path} in this API.' },
});
