import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderEarning, ProviderPayments, SessionUser } from '@marketplace/contracts';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import PaymentsPage from './payments-page';

const id = '6d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c11';
const user: SessionUser = { id: 'u1', email: 'maria@example.com', name: 'Maria Alvarez', phone: null, roles: ['provider'], managedMarketIds: [], providerId: id , language: null};
const earning = (jobId: string, overrides: Partial<ProviderEarning> = {}): ProviderEarning => ({
  jobId,
  marketId: 'nyc',
  marketName: 'New York City',
  start: '2026-11-10T14:00:00.000Z',
  timeZone: 'America/New_York',
  services: 'Home cleaning × 2',
  currency: 'USD',
  subtotalMinor: 16_000,
  commissionMinor: 3_200,
  refundedMinor: 0,
  earningsMinor: 12_800,
  tipsMinor: 0,
  invoice: { id: '7d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c12', number: 'NYC-000042' },
  payout: null,
  ...overrides,
});
const jobA = '8d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c13';
const jobB = '9d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c14';
const payments: ProviderPayments = {
  mode: 'test',
  balances: [{ currency: 'USD', payableMinor: 12_000, pendingMinor: 0, paidMinor: 12_800 }],
  payoutAccount: 'Test bank account ••6789',
  nextPayoutAt: '2026-11-30T06:00:00.000Z',
  earnings: [earning(jobA, { refundedMinor: 800, earningsMinor: 12_000, tipsMinor: 1_500 }), earning(jobB, { start: '2026-11-03T14:00:00.000Z', payout: { id: 'ad0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c15', status: 'paid' } })],
  earningsTotal: 30,
  page: 1,
  pageSize: 25,
  payouts: [
    {
      id: 'ad0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c15',
      currency: 'USD',
      periodStart: '2026-11-02T06:00:00.000Z',
      periodEnd: '2026-11-09T06:00:00.000Z',
      amountMinor: 12_800,
      status: 'paid',
      failureMessage: null,
      createdAt: '2026-11-09T06:00:00.000Z',
      completedAt: '2026-11-09T06:00:01.000Z',
      covers: [{ jobId: jobB, start: '2026-11-03T14:00:00.000Z', amountMinor: 12_800 }],
    },
    {
      id: 'bd0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c16',
      currency: 'USD',
      periodStart: '2026-10-26T06:00:00.000Z',
      periodEnd: '2026-11-02T06:00:00.000Z',
      amountMinor: 5_000,
      status: 'failed',
      failureMessage: 'The bank refused the transfer: the account does not exist.',
      createdAt: '2026-11-02T06:00:00.000Z',
      completedAt: '2026-11-02T06:00:01.000Z',
      covers: [],
    },
  ],
};
const empty: ProviderPayments = { ...payments, balances: [], earnings: [], earningsTotal: 0, payouts: [] };

const open = () => renderPage(<PaymentsPage />, { route: `/provider-profile/${id}/payments`, path: '/provider-profile/:providerUuid/payments', user });
const answer = (data: ProviderPayments) => fakeApi({ 'payments.providerPayments': () => data });

describe('PaymentsPage', () => {
  it('says it is test mode and shows the three balances with what each means', async () => {
    answer(payments);
    open();
    const balances = await screen.findByLabelText('Balances in USD');
    expect(screen.getByText('Test mode: no real money moves')).toBeInTheDocument();
    expect(within(balances).getByText('Payable')).toBeInTheDocument();
    expect(within(balances).getByText('$120.00')).toBeInTheDocument();
    expect(within(balances).getByText('On its way')).toBeInTheDocument();
    expect(within(balances).getByText('Paid out')).toBeInTheDocument();
    expect(within(balances).getByText('$128.00')).toBeInTheDocument();
    expect(within(balances).getByText(/going out with the next weekly payout/)).toBeInTheDocument();
    expect(screen.getByText('Test bank account ••6789')).toBeInTheDocument();
    expect(callsTo('payments.providerPayments')).toEqual([{ params: { providerId: id }, query: { page: '1', pageSize: '25' } }]);
  });

  it('lists earnings per job in an accessible table, in the market’s zone, with the CSV link', async () => {
    answer(payments);
    open();
    const table = await screen.findByRole('table', { name: /Earnings per job/ });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Date', 'Services', 'Subtotal', 'Commission', 'Refunded', 'Your earnings', 'Tips', 'Invoice', 'Payout']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent(/Nov 10, 2026.*9:00\sAM EST/);
    expect(within(first!).getByRole('link', { name: 'Invoice NYC-000042 (PDF)' })).toHaveAttribute('href', '/api/invoices/7d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c12/pdf');
    expect(within(first!).getByText('-$8.00')).toBeInTheDocument();
    expect(within(first!).getByText('$120.00')).toBeInTheDocument();
    // A tip is all the provider's, apart from the job's earnings; a job without one shows a dash.
    expect(within(first!).getAllByRole('cell')[5]).toHaveTextContent('$15.00');
    expect(within(second!).getAllByRole('cell')[5]).toHaveTextContent('—');
    expect(within(first!).getByText('Next payout')).toBeInTheDocument();
    expect(within(second!).getByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/providers/${id}/earnings.csv`);
  });

  it('pages through the earnings with the API', async () => {
    answer(payments);
    open();
    await userEvent.click(await screen.findByRole('button', { name: /Page 2|^2$/ }));
    await waitFor(() => expect(callsTo('payments.providerPayments').at(-1)).toEqual({ params: { providerId: id }, query: { page: '2', pageSize: '25' } }));
  });

  it('lists payouts with why one failed and what each covers', async () => {
    answer(payments);
    open();
    const list = await screen.findByRole('list', { name: 'Payouts' });
    const [paid, failed] = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(within(paid!).getByText('Paid')).toBeInTheDocument();
    await userEvent.click(within(paid!).getByText('1 job covered'));
    expect(within(paid!).getByText('Nov 3, 2026').closest('li')).toHaveTextContent('Job of Nov 3, 2026: $128.00');
    // The API's reason is its own element (data-worded-by="api"), inside our sentence.
    expect(within(failed!).getByText(/account does not exist\.$/).closest('p')).toHaveTextContent(/account does not exist\. The money is payable again/);
  });

  it('says in words when there is nothing yet', async () => {
    answer(empty);
    open();
    expect(await screen.findByRole('heading', { name: 'No earnings yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No payouts yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.getByText(/Nothing earned yet/)).toBeInTheDocument();
  });
});
