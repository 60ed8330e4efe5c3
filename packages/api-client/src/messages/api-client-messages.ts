/**
 * What the page says about a failed call when the API's own message cannot (docs/languages.md):
 * no answer at all, or an answer without a body. api-client's catalogue; the shell loads its
 * German with its own, since api-client is one module shared by every page.
 */
import { defineMessages } from 'react-intl';

export const apiClientMessages = defineMessages({
  unreachable: { id: 'api-client.error.unreachable', defaultMessage: 'We could not reach the service. Check your connection and try again.' },
  unavailable: { id: 'api-client.error.unavailable', defaultMessage: 'The service is temporarily unavailable. Please try again.' },
  generic: { id: 'api-client.error.generic', defaultMessage: 'Something went wrong. Please try again.' },
  tryAgain: { id: 'api-client.query.try-again', defaultMessage: 'Try again' },
});
