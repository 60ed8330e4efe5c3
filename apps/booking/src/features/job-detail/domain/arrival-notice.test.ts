import { readArrivalNotice } from './arrival-notice';

describe('readArrivalNotice', () => {
  it('reads a notice with a title and a message', () => {
    expect(readArrivalNotice({ notice: { title: 'Booked', message: 'We sent the details by email.' } })).toEqual({
      title: 'Booked',
      message: 'We sent the details by email.',
    });
    expect(readArrivalNotice({ notice: { message: 'Done' } })).toEqual({ message: 'Done' });
    expect(readArrivalNotice({ notice: { title: 'Booked' } })).toEqual({ title: 'Booked', message: '' });
  });

  it('ignores anything else', () => {
    for (const state of [null, undefined, 'notice', { notice: 'Booked' }, { notice: { title: 1, message: 2 } }, {}]) {
      expect(readArrivalNotice(state)).toBeNull();
    }
  });
});
