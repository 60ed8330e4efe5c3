import { createIntl } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import german from '../../../messages/de.json';
import { refundAmountProblem } from './refund-amount';

describe('refundAmountProblem', () => {
  it('says what is wrong in words', () => {
    const intl = createIntl(intlConfig('en', {}));
    expect(refundAmountProblem(intl, null, 1000, 'USD')).toBe('Enter an amount such as 12.50');
    expect(refundAmountProblem(intl, 0, 1000, 'USD')).toBe('Enter an amount above zero');
    expect(refundAmountProblem(intl, 1001, 1000, 'USD')).toBe('At most $10.00 can be refunded');
    expect(refundAmountProblem(intl, 1000, 1000, 'USD')).toBeNull();
  });

  it('says it in German, with German amounts', () => {
    const intl = createIntl(intlConfig('de', german));
    expect(refundAmountProblem(intl, null, 1000, 'EUR')).toBe('Geben Sie einen Betrag wie 12,50 ein');
    expect(refundAmountProblem(intl, 1001, 1000, 'EUR')).toBe('Höchstens 10,00\u00a0€ können erstattet werden');
  });
});
