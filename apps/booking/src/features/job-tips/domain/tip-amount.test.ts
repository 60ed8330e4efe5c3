import { englishIntl, germanIntl } from '../../../test/intl';
import { chosenAmount, tipAmountProblem } from './tip-amount';

describe('chosenAmount', () => {
  it('takes a suggestion as it is and reads another amount from its digits, in the page’s language', () => {
    expect(chosenAmount('1300', '', 'USD', 'en-US')).toBe(1300);
    expect(chosenAmount('other', '12.5', 'USD', 'en-US')).toBe(1250);
    expect(chosenAmount('other', '0.29', 'USD', 'en-US')).toBe(29);
    expect(chosenAmount('other', '12,50', 'EUR', 'de-DE')).toBe(1250);
    expect(chosenAmount('other', 'twelve', 'USD', 'en-US')).toBeNull();
    expect(chosenAmount('other', '12.345', 'USD', 'en-US')).toBeNull();
  });
});

describe('tipAmountProblem', () => {
  it('accepts 1.00 up to what the job allows, and says what is wrong otherwise, in the page’s language', async () => {
    const english = englishIntl();
    const german = await germanIntl();
    expect(tipAmountProblem(english, 100, 5000, 'USD')).toBeNull();
    expect(tipAmountProblem(english, 5000, 5000, 'USD')).toBeNull();
    expect(tipAmountProblem(english, null, 5000, 'USD')).toBe('Enter an amount such as 5.00');
    expect(tipAmountProblem(english, 99, 5000, 'USD')).toBe('A tip is at least $1.00');
    expect(tipAmountProblem(english, 5001, 5000, 'USD')).toBe('At most $50.00 can be tipped for this job');
    expect(tipAmountProblem(german, null, 5000, 'EUR')).toBe('Geben Sie einen Betrag wie 5,00 ein');
    expect(tipAmountProblem(german, 99, 5000, 'EUR')).toMatch(/^Ein Trinkgeld beträgt mindestens 1,00\s€$/);
  });
});
