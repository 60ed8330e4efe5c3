import { cardFormSchema } from './card-form';
import { englishIssueMessage } from '@marketplace/contracts/messages';

describe('cardFormSchema', () => {
  it('takes the number with spaces or dashes and the year in two or four digits', () => {
    expect(cardFormSchema.parse({ number: '4242 4242-4242 4242', expMonth: '07', expYear: '31', cvc: '123' })).toEqual({
      number: '4242424242424242',
      expMonth: 7,
      expYear: 2031,
      cvc: '123',
    });
    expect(cardFormSchema.parse({ number: '5555555555554444', expMonth: 12, expYear: '2030', cvc: '1234' }).expYear).toBe(2030);
  });

  it('explains each field in the contract’s words', () => {
    const result = cardFormSchema.safeParse({ number: '42', expMonth: '13', expYear: '3', cvc: 'ab' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), englishIssueMessage(issue.message)]));
    expect(messages).toEqual({
      number: 'Enter the card number (12 to 19 digits)',
      expMonth: 'Enter the month (1–12)',
      expYear: 'Enter the year (e.g. 2030)',
      cvc: 'Enter the 3 or 4 digit security code',
    });
  });
});
