import { toFieldErrors } from './field-errors';

const issue = (instancePath: string, message: string) => ({ instancePath, message, keyword: 'x', schemaPath: '#', params: {} });

describe('toFieldErrors', () => {
  it('keys messages by dotted field path and says plainly what is wrong', () => {
    expect(
      toFieldErrors([
        issue('/email', 'Enter a valid email address'),
        issue('/address/postalCode', 'Invalid input: expected string, received undefined'),
        issue('/days/0/weekday', 'Invalid input: expected int, received string'),
        issue('/days/0/weekday', 'Invalid input: expected int, received string'),
        issue('/items', 'Invalid input: expected array, received object'),
      ]),
    ).toEqual({
      email: ['Enter a valid email address'],
      'address.postalCode': ['This field is required'],
      'days.0.weekday': ['Must be an int'],
      items: ['Must be an array'],
    });
  });

  it('names the part of the request when the problem is the whole of it', () => {
    expect(toFieldErrors([issue('', 'Invalid input: expected object, received null')], 'body')).toEqual({ body: ['Must be an object'] });
    expect(toFieldErrors([issue('', 'x')], 'querystring')).toEqual({ query: ['x'] });
  });
});
