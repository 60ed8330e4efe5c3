import '@marketplace/test-support/resize-observer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle, type Ref } from 'react';
import { callsTo, fakeApi, inTurn } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import type { CardTokeniser } from '../../../lib/card-tokeniser';
import { givenTip, jobDetail, openTips } from '../../../test/fixtures';
import { germanMessages } from '../../../test/intl';
import { renderWithProviders } from '../../../test/render';
import { TipPanel } from './tip-panel';

function StubCard({ ref }: { ref: Ref<CardTokeniser> }) {
  useImperativeHandle(ref, () => ({ tokenise: async () => ({ id: 'pm_test_visa', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2031 }) }));
  return <p>Karte</p>;
}

const euros = { ...openTips, currency: 'EUR' };

describe('TipPanel in German', () => {
  it('words the amounts, the confirmation and the thanks in German, and reads an amount written the German way', async () => {
    fakeApi({ 'tips.list': inTurn(euros, { ...euros, tips: [{ ...givenTip, currency: 'EUR', amountMinor: 1250 }] }), 'tips.give': () => ({ ...givenTip, currency: 'EUR', amountMinor: 1250 }) });
    renderWithProviders(<TipPanel jobId={jobDetail.id} timeZone="Europe/Berlin" renderCard={(card) => <StubCard {...card} />} />, { wrapper: testLanguage('de', await germanMessages()) });
    await screen.findByRole('button', { name: 'Trinkgeld prüfen' });
    const panel = screen.getByRole('region', { name: 'Trinkgeld geben' });
    expect(panel).toHaveTextContent('Danken Sie Maria Alvarez mit einem Trinkgeld: Es geht vollständig an diese Person.');
    const amounts = within(panel).getByRole('radiogroup', { name: 'Trinkgeld' });
    expect(within(amounts).getByRole('radio', { name: /^23,00\s€$/ })).toBeChecked();
    await userEvent.click(within(amounts).getByRole('radio', { name: 'Anderer Betrag' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Betrag (EUR)' }), '12,50');
    await userEvent.click(within(panel).getByRole('button', { name: 'Trinkgeld prüfen' }));
    expect(await within(panel).findByText(/^12,50\s€ Trinkgeld an Maria Alvarez geben\?$/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: /^12,50\s€ Trinkgeld geben$/ }));
    expect(await screen.findByText(/^Sie haben 12,50\s€ Trinkgeld gegeben – vielen Dank$/)).toBeInTheDocument();
    expect(callsTo('tips.give')[0]?.body).toMatchObject({ amountMinor: 1250 });
    expect(await screen.findByRole('region', { name: 'Ihre Trinkgelder' })).toHaveTextContent(/12,50\s€ am 3\. März 2026/);
  });
});
