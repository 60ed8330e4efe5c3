import { readFieldErrors, readNotice } from './step-notice';

describe('step notices in the location state', () => {
  it('reads a notice, ignoring anything malformed', () => {
    expect(readNotice({ notice: { title: 'Taken', message: 'Pick another time' } })).toEqual({ title: 'Taken', message: 'Pick another time' });
    expect(readNotice({ notice: { message: 'Hi', title: 3 } })).toEqual({ message: 'Hi' });
    expect(readNotice(null)).toBeNull();
    expect(readNotice({ notice: 'x' })).toBeNull();
  });

  it('reads field errors, keeping only lists of messages', () => {
    expect(readFieldErrors({ fieldErrors: { 'address.city': ['Enter the city'], bad: 'x', worse: [1] } })).toEqual({ 'address.city': ['Enter the city'] });
    expect(readFieldErrors(undefined)).toEqual({});
  });
});
