import { refundAmountProblem } from './refund-amount';

describe('refundAmountProblem', () => {
  it('says what is wrong in words', () => {
    expect(refundAmountProblem(null, 1000, 'USD')).toBe('Enter an amount such as 12.50');
    expect(refundAmountProblem(0, 1000, 'USD')).toBe('Enter an amount above zero');
    expect(refundAmountProblem(1001, 1000, 'USD')).toBe('At most $10.00 can be refunded');
    expect(refundAmountProblem(1000, 1000, 'USD')).toBeNull();
  });
});
