import { ApiError } from '@marketplace/contracts/client';
import { apiErrorCode, applyServerErrors, errorMessage } from './api-errors';

describe('applyServerErrors', () => {
  it('places field errors on the fields, stripping the body path', () => {
    const setError = jest.fn();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Check the form', { 'address.postalCode': ['Not served'], 'address.city': ['Enter the city'] });
    expect(applyServerErrors(error, ['postalCode', 'city'], setError, 'address.')).toBeNull();
    expect(setError).toHaveBeenCalledWith('postalCode', { type: 'server', message: 'Not served' });
    expect(setError).toHaveBeenCalledWith('city', { type: 'server', message: 'Enter the city' });
  });

  it('returns what it could not place, or the message', () => {
    const setError = jest.fn();
    expect(applyServerErrors(new ApiError(400, 'VALIDATION_FAILED', 'Bad', { other: ['Oops'] }), ['name'], setError)).toBe('Oops');
    expect(applyServerErrors(new ApiError(409, 'CONFLICT', 'Taken'), ['name'], setError)).toBe('Taken');
    expect(applyServerErrors(new Error('x'), ['name'], setError)).toBe('Something went wrong. Please try again.');
    expect(setError).not.toHaveBeenCalled();
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
