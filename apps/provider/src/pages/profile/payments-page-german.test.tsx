import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderPayments, SessionUser } from '@marketplace/contracts';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../../messages/de.json';
import PaymentsPage from './payments-page';

const id = '6d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c11';
const user: SessionUser = { id: 'u1', email: 'jonas@example.com', name: 'Jonas Weber', phone: null, roles: ['provider'], managedMarketIds: [], providerId: id, language: 'de' };
const jobId = '8d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c13';
const payments: ProviderPayments = {
  mode: 'test',
  balances: [{ currency: 'EUR', payableMinor: 123_450, pendingMinor: 0, paidMinor: 12_800 }],
  payoutAccount: 'DE89 •••• 3000',
  nextPayoutAt: '2026-11-30T06:00:00.000Z',
  earnings: [
    {
      jobId,
      marketId: 'berlin',
      marketName: 'Berlin',
      start: '2026-11-10T13:30:00.000Z',
      timeZone: 'Europe/Berlin',
      services: 'Wohnungsreinigung × 2',
      currency: 'EUR',
      subtotalMinor: 16_000,
      commissionMinor: 3_200,
      refundedMinor: 800,
      earningsMinor: 12_000,
      tipsMinor: 1_000,
      invoice: { id: '7d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c12', number: 'BER-000042' },
      payout: null,
    },
  ],
  earningsTotal: 1,
  page: 1,
  pageSize: 25,
  payouts: [
    {
      id: 'ad0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c15',
      currency: 'EUR',
      periodStart: '2026-11-02T06:00:00.000Z',
      periodEnd: '2026-11-09T06:00:00.000Z',
      amountMinor: 12_800,
      status: 'paid',
      failureMessage: null,
      createdAt: '2026-11-09T06:00:00.000Z',
      completedAt: '2026-11-09T06:00:01.000Z',
      covers: [{ jobId, start: '2026-11-03T14:00:00.000Z', amountMinor: 12_800 }],
    },
  ],
};
const German = testLanguage('de', german);

describe('PaymentsPage in German', () => {
  it('shows balances, earnings and payouts in German, in euros and on the 24-hour clock', async () => {
    fakeApi({ 'payments.providerPayments': () => payments });
    renderPage(
      <German>
        <PaymentsPage />
      </German>,
      { route: `/provider-profile/${id}/payments`, path: '/provider-profile/:providerUuid/payments', user },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Zahlungen' })).toBeInTheDocument();
    const balances = within(await screen.findByLabelText('Guthaben in EUR'));
    expect(balances.getByText('Auszahlbar')).toBeInTheDocument();
    expect(balances.getByText('1.234,50 €')).toBeInTheDocument();
    expect(balances.getByText('Ausgezahlt')).toBeInTheDocument();

    const table = within(screen.getByRole('table', { name: /Einnahmen pro Auftrag/ }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Datum',
      'Leistungen',
      'Zwischensumme',
      'Provision',
      'Erstattet',
      'Ihre Einnahmen',
      'Trinkgelder',
      'Rechnung',
      'Auszahlung',
    ]);
    // 13:30 UTC is 14:30 in Berlin: German date, 24-hour time.
    expect(table.getByRole('rowheader')).toHaveTextContent(/^10\. Nov\. 2026, 14:30\sMEZ$/);
    expect(table.getByText('-8,00 €')).toBeInTheDocument();
    expect(table.getByText('120,00 €')).toBeInTheDocument();
    expect(table.getByText('10,00 €')).toBeInTheDocument();
    expect(table.getByRole('link', { name: 'Rechnung BER-000042 (PDF)' })).toBeInTheDocument();
    expect(table.getByText('Nächste Auszahlung')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV herunterladen' })).toHaveAttribute('href', `/api/providers/${id}/earnings.csv`);

    const payouts = within(screen.getByRole('list', { name: 'Auszahlungen' }));
    expect(payouts.getByText(/^Einnahmen vom/)).toHaveTextContent(/^Einnahmen vom 2\. Nov\. 2026 bis 9\. Nov\. 2026$/);
    await userEvent.click(payouts.getByText('1 Auftrag enthalten'));
    expect(payouts.getByText('3. Nov. 2026').closest('li')).toHaveTextContent('Auftrag vom 3. Nov. 2026: 128,00 €');
  });
});
