import { readerLanguage } from '../i18n/reader-language';
import { errorWords } from './error-messages/localized';
import { toFieldErrors } from './field-errors';

const issue = (instancePath: string, message: string, keyword = 'x', params: Record<string, unknown> = {}) => ({ instancePath, message, keyword, schemaPath: '#', params });
const english = errorWords(readerLanguage({ headers: {} }));
const german = errorWords(readerLanguage({ headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } }));

describe('toFieldErrors', () => {
  it('keys messages by dotted field path and says plainly what is wrong', () => {
    expect(
      toFieldErrors([
        issue('/email', 'contracts.validation.enter-a-valid-email-address'),
        issue('/address/postalCode', 'Invalid input: expected string, received undefined'),
        issue('/days/0/weekday', 'Invalid input: expected int, received string'),
        issue('/days/0/weekday', 'Invalid input: expected int, received string'),
        issue('/items', 'Invalid input: expected array, received object'),
      ], english),
    ).toEqual({
      email: ['Enter a valid email address'],
      'address.postalCode': ['This field is required'],
      'days.0.weekday': ['Must be an int'],
      items: ['Must be an array'],
    });
  });

  it('names the part of the request when the problem is the whole of it', () => {
    expect(toFieldErrors([issue('', 'Invalid input: expected object, received null')], english, 'body')).toEqual({ body: ['Must be an object'] });
    expect(toFieldErrors([issue('', 'x')], english, 'querystring')).toEqual({ query: ['x'] });
  });

  it('answers in German: the schemas’ messages, the plain ones and zod’s own', () => {
    expect(
      toFieldErrors([
        issue('/email', 'contracts.validation.enter-a-valid-email-address'),
        issue('/postalCodes', 'contracts.validation.listed-more-than-once', 'custom', { params: { codes: '10115' } }),
        issue('/name', 'Invalid input: expected string, received undefined'),
        issue('/count', 'Too big: expected number to be <=5', 'too_big', { origin: 'number', maximum: 5, inclusive: true }),
      ], german),
    ).toEqual({
      email: ['Geben Sie eine gültige E-Mail-Adresse ein'],
      postalCodes: ['Mehrfach aufgeführt: 10115'],
      name: ['Dieses Feld ist erforderlich'],
      count: ['Zu groß: erwartet, dass number <=5 ist'],
    });
  });
});
