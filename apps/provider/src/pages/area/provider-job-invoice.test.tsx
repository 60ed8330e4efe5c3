import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import type { Invoice, JobPayment } from '@marketplace/contracts';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { acceptedDetail, authorizedPayment, noTips, providerUser, receivedTips } from '../../test/fixtures';
import ProviderJobPage from './provider-job-page';

const noProblems = { currency: 'USD', cases: [], reportOpenUntil: null, refundableMinor: 0, can: { report: false, answer: false, manage: false } };
/** A case the customer opened, waiting for the provider, with the job's earnings held. */
const heldCase = {
  ...noProblems,
  can: { report: false, answer: true, manage: false },
  cases: [{ id: '7d1f2c3a-4b5e-4f60-8a71-92b3c4d5e6f7', reason: 'damage' as const, description: 'A vase was broken.', status: 'waiting_provider' as const, outcome: null, refundMinor: null, currency: 'USD', resolutionReason: null, hold: 'held' as const, heldMinor: 8800, openedAt: '2026-03-04T12:00:00.000Z', resolvedAt: null,
    steps: [{ id: '1d1f2c3a-4b5e-4f60-8a71-92b3c4d5e6f7', kind: 'opened' as const, by: 'customer' as const, body: 'A vase was broken.', at: '2026-03-04T12:00:00.000Z' }] }],
};

const invoiceId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const payment: JobPayment = {
  ...authorizedPayment, status: 'captured', authorisedMinor: 0, capturedMinor: 15_000, netMinor: 15_000,
  invoice: { id: invoiceId, number: 'NYC-000042', status: 'paid', totalMinor: 15_000 },
};
const invoice: Invoice = {
  id: invoiceId, number: 'NYC-000042', kind: 'job', status: 'paid', currency: 'USD', issuedAt: '2026-03-04T21:00:00.000Z', paidAt: '2026-03-04T21:00:01.000Z',
  market: { id: 'nyc', name: 'New York City', timeZone: 'America/New_York' }, job: { id: acceptedDetail.id, start: acceptedDetail.start },
  billedTo: { name: 'Jordan Miller', email: 'jordan@example.com', address: ['350 5th Ave', '10118 New York'] }, provider: { displayName: 'Maria Alvarez' },
  lines: [{ description: 'House cleaning', quantity: 3, unit: 'hour', unitPriceMinor: 5000, amountMinor: 15_000 }],
  subtotalMinor: 15_000, serviceFeeMinor: 0, taxMinor: 0, totalMinor: 15_000, paidMinor: 15_000, creditNotes: [], balanceAfterCreditsMinor: 15_000,
  legalFooter: 'Handyhub Marketplace Inc.', tips: [], mode: 'test',
};

beforeEach(() => jest.clearAllMocks());

describe('ProviderJobPage: the invoice', () => {
  it('shows the job’s invoice once one was issued, with the PDF link', async () => {
    fakeApi({ 'providerJobs.get': () => ({ ...acceptedDetail, status: 'completed' }), 'payments.jobPayment': () => payment, 'payments.invoice': () => invoice, 'tips.list': () => noTips, 'problems.get': () => heldCase });
    renderPage(<ProviderJobPage />, { route: `/provider/job/${acceptedDetail.id}`, path: '/provider/job/:id', user: providerUser });
    const document = within(await screen.findByRole('article', { name: 'Invoice NYC-000042' }));
    expect(document.getByText('Test mode: no real money moves')).toBeInTheDocument();
    expect(document.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/invoices/${invoiceId}/pdf`);
    expect(callsTo('payments.jobPayment')).toEqual([expect.objectContaining({ params: { jobId: acceptedDetail.id } })]);
  });

  it('shows the tip received among the earnings, less what was refunded of it', async () => {
    fakeApi({ 'providerJobs.get': () => ({ ...acceptedDetail, status: 'completed' }), 'payments.jobPayment': () => payment, 'payments.invoice': () => invoice, 'tips.list': () => receivedTips, 'problems.get': () => noProblems });
    renderPage(<ProviderJobPage />, { route: `/provider/job/${acceptedDetail.id}`, path: '/provider/job/:id', user: providerUser });
    const earnings = within(await screen.findByRole('region', { name: 'Your earnings' }));
    expect(await earnings.findByText('Tip received')).toBeInTheDocument();
    expect(earnings.getByText('Tip received').nextElementSibling).toHaveTextContent('$15.00');
  });

  it('shows no invoice before one is issued', async () => {
    fakeApi({ 'providerJobs.get': () => acceptedDetail, 'payments.jobPayment': () => authorizedPayment });
    renderPage(<ProviderJobPage />, { route: `/provider/job/${acceptedDetail.id}`, path: '/provider/job/:id', user: providerUser });
    expect(await screen.findByRole('region', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invoice' })).not.toBeInTheDocument();
    expect(callsTo('payments.invoice')).toHaveLength(0);
  });
});

describe('ProviderJobPage: a problem the customer reported', () => {
  it('shows the case, the held earnings and a reply box while it waits for the provider', async () => {
    fakeApi({ 'providerJobs.get': () => ({ ...acceptedDetail, status: 'completed' }), 'payments.jobPayment': () => payment, 'payments.invoice': () => invoice, 'tips.list': () => noTips, 'problems.get': () => heldCase, 'problems.addStep': () => heldCase });
    renderPage(<ProviderJobPage />, { route: `/provider/job/${acceptedDetail.id}`, path: '/provider/job/:id', user: providerUser });
    const panel = within(await screen.findByRole('region', { name: 'Problem reported' }));
    expect(panel.getByText(/Your earnings from this job \(\$88\.00\) are held until the case is resolved/)).toBeInTheDocument();
    expect(panel.getByRole('list', { name: 'Steps' })).toHaveAttribute('data-personal');
    await userEvent.type(panel.getByRole('textbox', { name: 'Your answer' }), 'I did not touch the vase.');
    await userEvent.click(panel.getByRole('button', { name: 'Send' }));
    expect(callsTo('problems.addStep')[0]?.body).toEqual({ kind: 'answer', body: 'I did not touch the vase.' });
  });
});
