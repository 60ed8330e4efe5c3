import { noMessages } from '@marketplace/job-ui/conversation-fixtures';
import { noProblems } from '@marketplace/job-ui/problem-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InitialEntry } from 'react-router-dom';
import { ApiError } from '@marketplace/contracts/client';
import { renderPage } from '@marketplace/test-support/render-page';
import { fillTestCard } from '../../test/booking-steps';
import { customer, heldPayment, jobDetail, noPhotos, slots } from '../../test/fixtures';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import JobPage from './job-page';

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

const payment = { 'payments.jobPayment': () => heldPayment, 'favourites.list': () => ({ providers: [] }) };
const renderJobPage = (route: InitialEntry = `/job/${jobDetail.id}`) => renderPage(<JobPage />, { route, path: '/job/:id', user: customer });

describe('JobPage', () => {
  it('shows the job with its price breakdown', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, ...payment, 'jobs.get': () => jobDetail });
    renderJobPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your job…');
    expect(await screen.findByRole('heading', { level: 1, name: 'House cleaning, 3 hours' })).toBeInTheDocument();
    const price = within(screen.getByRole('region', { name: 'Price' }));
    expect(price.getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(price.getByText('$154.32')).toBeInTheDocument();
    expect(callsTo('jobs.get')).toEqual([expect.objectContaining({ params: { jobId: jobDetail.id } })]);
    expect(document.title).toContain('House cleaning, 3 hours');
  });

  it('shows the customer their address and contact', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, ...payment, 'jobs.get': () => jobDetail });
    renderJobPage();
    expect(await screen.findByText(/350 5th Ave/)).toBeInTheDocument();
    expect(screen.getByText('Contact')).toBeInTheDocument();
    expect(screen.getByText(/ana@example\.com/)).toBeInTheDocument();
  });

  it('shows the area alone when the API withholds the street and the contact (a provider who has not accepted)', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, ...payment, 'jobs.get': () => ({ ...jobDetail, status: 'requested', address: null, contact: null }) });
    renderJobPage();
    expect(await screen.findByText('10001 New York')).toBeInTheDocument();
    expect(screen.getByText('Area')).toBeInTheDocument();
    expect(screen.queryByText(/350 5th Ave/)).not.toBeInTheDocument();
    expect(screen.queryByText('Contact')).not.toBeInTheDocument();
  });

  it('says what just happened when it was sent here with a notice', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, ...payment, 'jobs.get': () => jobDetail });
    renderJobPage({ pathname: `/job/${jobDetail.id}`, state: { notice: { title: 'Your job is booked', message: 'Mehmet will confirm it soon.' } } });
    expect(await screen.findByText('Your job is booked')).toBeInTheDocument();
    expect(screen.getByText('Mehmet will confirm it soon.')).toBeInTheDocument();
  });

  it('reschedules with the booking flow’s slot picker', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, ...payment, 'jobs.get': () => jobDetail, 'jobs.rescheduleSlots': () => slots, 'jobs.reschedule': () => ({ ...jobDetail, start: '2026-03-03T13:00:00.000Z', end: '2026-03-03T16:00:00.000Z' }) });
    renderJobPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new time' });
    expect(await within(dialog).findByText(/Times are in New York time/)).toBeInTheDocument();
    const tuesday = within(within(dialog).getByRole('group', { name: 'Tuesday, March 3, 2026' }));
    await userEvent.click(tuesday.getByRole('button', { name: '8:00 AM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move the job' }));
    await waitFor(() => expect(callsTo('jobs.reschedule')).toEqual([expect.objectContaining({ body: { start: '2026-03-03T13:00:00.000Z' } })]));
  });

  it('is the site’s not-found screen when the API has no such job for this customer', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ ...noMessages, ...noProblems, 'jobPhotos.list': () => noPhotos, 
      'jobs.get': () => {
        throw new ApiError(404, 'NOT_FOUND', 'No such job');
      },
    });
    renderJobPage();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('treats an id that is not a job id as not found, without asking the API', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ ...noMessages, ...noProblems, 'jobPhotos.list': () => noPhotos, });
    renderJobPage('/job/not-a-job');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(callsTo('jobs.get')).toEqual([]);
  });

  it('offers to try again when the job could not be loaded', async () => {
    let fail = true;
    fakeApi({ ...noMessages, ...noProblems, 'jobPhotos.list': () => noPhotos, 
      ...payment,
      'jobs.get': () => {
        if (fail) throw new ApiError(503, 'API_UNAVAILABLE', 'The service is temporarily unavailable.');
        return jobDetail;
      },
    });
    renderJobPage();
    expect(await screen.findByText('We could not load this job')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'House cleaning, 3 hours' })).toBeInTheDocument();
  });

  it('shows the payment, and after a failed capture pays with a card typed into the card field', async () => {
    const invoice = { id: '5b0f3c1e-8a43-4a51-9c55-3f1f1f7a0c11', number: 'NYC-000042', status: 'open' as const, totalMinor: 15432 };
    const failed = {
      mode: 'test' as const, currency: 'USD', status: 'failed' as const, card: { brand: 'Visa', last4: '0341' }, authorisedMinor: 0, capturedMinor: 0, refundedMinor: 0, netMinor: 0,
      failureMessage: 'The card issuer refused the payment when it was taken.', canPay: true, refundableMinor: 0, invoice, refunds: [], providerEarnings: null,
    };
    const invoiceDocument = {
      ...invoice, kind: 'job' as const, currency: 'USD', issuedAt: '2026-03-02T20:00:00.000Z', paidAt: null,
      market: { id: 'nyc', name: 'New York City', timeZone: 'America/New_York' }, job: { id: jobDetail.id, start: jobDetail.start },
      billedTo: { name: 'Jordan Miller', email: 'jordan@example.com', address: ['350 5th Ave'] }, provider: { displayName: 'Maria Alvarez' },
      lines: [], subtotalMinor: 15432, serviceFeeMinor: 0, taxMinor: 0, paidMinor: 0, creditNotes: [], balanceAfterCreditsMinor: 15432, legalFooter: 'Handyhub', tips: [], mode: 'test' as const,
    };
    const paid = { ...failed, status: 'captured' as const, card: { brand: 'Visa', last4: '4242' }, capturedMinor: 15432, netMinor: 15432, failureMessage: null, canPay: false, invoice: { ...invoice, status: 'paid' as const } };
    fakeApi({ ...noMessages, ...noProblems, 'jobPhotos.list': () => noPhotos, 
      'favourites.list': () => ({ providers: [] }),
      'jobs.get': () => jobDetail,
      'payments.jobPayment': () => failed,
      'payments.createTestPaymentMethod': () => ({ id: 'pm_test_visa', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2031 }),
      'payments.pay': () => paid,
      'payments.invoice': () => ({ ...invoiceDocument, status: callsTo('payments.pay').length > 0 ? 'paid' : 'open' }),
    });
    renderJobPage();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(await within(payment).findByText('The card issuer refused the payment when it was taken.')).toBeInTheDocument();
    await fillTestCard();
    await userEvent.click(within(payment).getByRole('button', { name: 'Pay $154.32' }));
    const document = await within(payment).findByRole('article', { name: 'Invoice NYC-000042' });
    // Paying refreshes the invoice too: "Paid" in its status, where it said open before.
    await waitFor(() => expect(within(document).queryByText('Open: not paid yet')).not.toBeInTheDocument());
    expect(within(document).getAllByText('Paid')).toHaveLength(2);
    expect(within(document).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/invoices/${invoice.id}/pdf`);
    expect(callsTo('payments.createTestPaymentMethod')).toEqual([{ body: { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' } }]);
    expect(callsTo('payments.pay')).toEqual([expect.objectContaining({ body: expect.objectContaining({ paymentMethod: 'pm_test_visa' }) })]);
  });
});
