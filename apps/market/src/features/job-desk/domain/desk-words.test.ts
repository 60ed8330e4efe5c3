import { createIntl } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import { changeLines } from './desk-words';

const intl = createIntl({ ...intlConfig('en', {}), onWarn: () => undefined });

describe('changeLines', () => {
  it('words a refund with its credit note, and a tip’s refund without one', () => {
    expect(changeLines(intl, { refund: { amountMinor: 1250, currency: 'USD', creditNoteNumber: 'NYC-CN-000003' } }, 'America/New_York', 'USD')).toEqual(['Refund: $12.50 · credit note NYC-CN-000003']);
    expect(changeLines(intl, { tipRefund: { amountMinor: 500, currency: 'USD', tipId: '3c9e6679-7425-40de-944b-e07fc1f90ae3' } }, 'America/New_York', 'USD')).toEqual([
      'Tip refunded: $5.00 (no credit note: a tip is not on the invoice)',
    ]);
  });
});
