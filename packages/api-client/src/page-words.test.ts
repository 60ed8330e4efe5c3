import { ApiError } from '@marketplace/contracts/client';
import { errorMessage } from './api-errors';
import { apiClientCatalogue } from './messages/catalogue';

/**
 * A failure the API did not word, told without the caller's `intl` (most screens call
 * `errorMessage(error)`): in the page's language (`<html lang>`), from api-client's catalogue
 * as the shell loaded it (docs/languages.md).
 */
const unreachable = new ApiError(0, 'API_UNAVAILABLE', 'We could not reach the service. Check your connection and try again.');
const unavailable = new ApiError(502, 'API_UNAVAILABLE', 'The service is temporarily unavailable. Please try again.');

afterEach(() => {
  document.documentElement.lang = '';
});

it('words the failures the API did not word in the page’s language once its words are loaded', async () => {
  document.documentElement.lang = 'de';
  await apiClientCatalogue.de!();
  expect(errorMessage(unreachable)).toBe('Wir konnten den Dienst nicht erreichen. Prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.');
  expect(errorMessage(unavailable)).toBe('Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es noch einmal.');
  expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Etwas ist schiefgelaufen. Bitte versuchen Sie es noch einmal.');
  // The API's own words are in the page's language already.
  expect(errorMessage(new ApiError(409, 'CONFLICT', 'Dieser Termin ist schon vergeben.'))).toBe('Dieser Termin ist schon vergeben.');
});

it('keeps the English on an English page', () => {
  document.documentElement.lang = 'en';
  expect(errorMessage(unavailable)).toBe('The service is temporarily unavailable. Please try again.');
  expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Something went wrong. Please try again.');
});
