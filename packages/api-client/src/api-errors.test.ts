import { ApiError } from '@marketplace/contracts/client';
import { apiErrorCode, applyServerErrors, errorMessage, placeFieldErrors } from './api-errors';
import germanWords from './messages/de.json';

describe('applyServerErrors', () => {
  it('places field errors on the fields', () => {
    const setError = jest.fn();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Check the form', { email: ['Taken'], name: ['Enter your name'] });
    expect(applyServerErrors(error, ['email', 'name'], setError)).toBeNull();
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Taken' }, { shouldFocus: false });
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Enter your name' }, { shouldFocus: false });
  });

  it('returns what it could not place, or the message', () => {
    const setError = jest.fn();
    expect(applyServerErrors(new ApiError(400, 'VALIDATION_FAILED', 'Bad', { other: ['Oops'] }), ['name'], setError)).toBe('Oops');
    expect(applyServerErrors(new ApiError(409, 'CONFLICT', 'Taken'), ['name'], setError)).toBe('Taken');
    expect(applyServerErrors(new Error('x'), ['name'], setError)).toBe('Something went wrong. Please try again.');
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('placeFieldErrors', () => {
  it('strips the body’s path to this form, focuses the first field placed, and leaves the rest', () => {
    const setError = jest.fn();
    const unplaced = placeFieldErrors(
      { 'address.postalCode': ['Not served'], 'contact.email': ['Taken'], 'address.city': ['Enter the city'] },
      ['postalCode', 'city'],
      setError,
      { prefix: 'address.', focus: true },
    );
    expect(unplaced).toEqual(['Taken']);
    expect(setError.mock.calls).toEqual([
      ['postalCode', { type: 'server', message: 'Not served' }, { shouldFocus: true }],
      ['city', { type: 'server', message: 'Enter the city' }, { shouldFocus: false }],
    ]);
  });
});

describe('apiErrorCode / errorMessage', () => {
  it('read API errors and fall back for others', () => {
    const error = new ApiError(409, 'SLOT_TAKEN', 'That time was just taken');
    expect(apiErrorCode(error)).toBe('SLOT_TAKEN');
    expect(apiErrorCode(new Error('x'))).toBeUndefined();
    expect(errorMessage(error)).toBe('That time was just taken');
  });
});

describe('errorMessage with the page’s intl', () => {
  // Stands in for useIntl() on a German page: the catalogue's words by id.
  const german = { formatMessage: ({ id, defaultMessage }: { id: string; defaultMessage: string }) => (germanWords as Record<string, string>)[id] ?? defaultMessage };

  it('words what the API did not say in the page’s language', () => {
    expect(errorMessage(new ApiError(0, 'API_UNAVAILABLE', 'We could not reach the service. Check your connection and try again.'), german)).toBe(
      'Wir konnten den Dienst nicht erreichen. Prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
    );
    expect(errorMessage(new ApiError(503, 'API_UNAVAILABLE', 'The service is temporarily unavailable. Please try again.'), german)).toBe(
      'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es noch einmal.',
    );
    expect(errorMessage(new ApiError(500, 'INTERNAL', 'Something went wrong. Please try again.'), german)).toBe('Etwas ist schiefgelaufen. Bitte versuchen Sie es noch einmal.');
    expect(errorMessage(new TypeError('boom'), german)).toBe('Etwas ist schiefgelaufen. Bitte versuchen Sie es noch einmal.');
  });

  it('shows the API’s own message (already in the page’s language) as it is', () => {
    expect(errorMessage(new ApiError(409, 'CONFLICT', 'Diesen Markt gibt es nicht.'), german)).toBe('Diesen Markt gibt es nicht.');
    expect(applyServerErrors(new ApiError(409, 'CONFLICT', 'Schon vergeben'), ['name'], jest.fn(), german)).toBe('Schon vergeben');
  });

  it('keeps the English without intl, as before', () => {
    expect(errorMessage(new ApiError(0, 'API_UNAVAILABLE', 'We could not reach the service.'))).toBe('We could not reach the service.');
  });
});
