import '@marketplace/test-support/resize-observer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobPayment, RefundRequest } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import MarketJobPage from './market-job-page';
import { deskInvoice, deskJob, deskNoTips, deskPayment, deskTip, managerUser } from '../features/job-desk/test/fixtures';

const deskNoProblems = { currency: 'USD', cases: [], reportOpenUntil: null, refundableMinor: 0, can: { report: false, answer: false, manage: false } };

const completedJob = { ...deskJob, status: 'completed' as const, actions: [] };
const openDesk = () => renderPage(<MarketJobPage />, { route: `/market/nyc/job/${deskJob.id}`, path: '/market/:id/job/:jobId', user: managerUser });
const payments = async () => within(await screen.findByRole('region', { name: 'Payments' }));
const refundBody = (index = 0) => callsTo('payments.refund')[index]?.body as RefundRequest;

/** The API as it answers after `refunded` more cents were refunded. */
const afterRefund = (refunded: number): JobPayment => ({
  ...deskPayment,
  refundedMinor: deskPayment.refundedMinor + refunded,
  netMinor: deskPayment.netMinor - refunded,
  refundableMinor: deskPayment.refundableMinor - refunded,
  status: deskPayment.refundableMinor === refunded ? 'refunded' : 'partially_refunded',
  refunds: [...deskPayment.refunds, { id: 'a9e6679-7425-40de-944b-e07fc1f90ae9'.padStart(36, '2'), amountMinor: refunded, reason: 'Broken vase', status: 'succeeded', at: '2026-03-06T15:00:00.000Z', creditNoteNumber: 'NYC-CN-000004', by: 'Sam Patel' }],
});

beforeEach(() => jest.clearAllMocks());

describe('the desk’s Payments', () => {
  it('shows test mode, the status, the card, captured / refunded / net, the provider’s share and the refunds', async () => {
    fakeApi({ 'jobDesk.get': () => completedJob, 'payments.jobPayment': () => deskPayment, 'payments.invoice': () => deskInvoice, 'tips.list': () => deskNoTips, 'problems.get': () => deskNoProblems });
    openDesk();
    const section = await payments();
    expect(section.getByText('Test mode: no real money moves')).toBeInTheDocument();
    expect(await section.findByText('Captured, partly refunded')).toBeInTheDocument();
    expect(section.getByText('Visa ••4242')).toBeInTheDocument();
    const facts = Object.fromEntries(section.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toEqual(expect.objectContaining({ Captured: '$120.00', Refunded: '$12.50', Net: '$107.50', 'Provider earns': '$76.00', Commission: '$14.00' }));
    const refunds = within(section.getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(refunds[0]).toHaveTextContent(/\$12\.50 · Refunded · Credit note NYC-CN-000003.*Mar 5, 2026.*by Sam Patel.*Reason: Arrived late/);
    expect(within(refunds[0]!).getByText(/Arrived late/).closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
  });

  it('shows the invoice with its credit note, printable and as a PDF', async () => {
    fakeApi({ 'jobDesk.get': () => completedJob, 'payments.jobPayment': () => deskPayment, 'payments.invoice': () => deskInvoice, 'tips.list': () => deskNoTips, 'problems.get': () => deskNoProblems });
    openDesk();
    const invoice = within(await screen.findByRole('article', { name: 'Invoice NYC-000042' }));
    expect(invoice.getByRole('row', { name: /Credit note NYC-CN-000003/ })).toBeInTheDocument();
    expect(invoice.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(invoice.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/invoices/${deskInvoice.id}/pdf`);
    expect(callsTo('payments.invoice')).toEqual([expect.objectContaining({ params: { invoiceId: deskInvoice.id } })]);
  });

  it('refunds part after a confirmation with the exact amount, in whole cents, and shows the new refund', async () => {
    let current = deskPayment;
    fakeApi({
      'jobDesk.get': () => completedJob,
      'payments.jobPayment': () => current,
      'payments.invoice': () => deskInvoice, 'tips.list': () => deskNoTips, 'problems.get': () => deskNoProblems,
      'payments.refund': ({ body }) => (current = afterRefund((body as RefundRequest).amountMinor)),
    });
    openDesk();
    await userEvent.click(await (await payments()).findByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund the customer' }));
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('107.50');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.29');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Broken vase');
    await userEvent.click(dialog.getByRole('button', { name: 'Review the refund' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm the refund' }));
    expect(confirm.getByText('Refund $0.29 to Visa ••4242?')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Refund $0.29' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refundBody()).toEqual({ amountMinor: 29, reason: 'Broken vase', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const list = within(await (await payments()).findByRole('list', { name: 'Refunds' }));
    await waitFor(() => expect(list.getAllByRole('listitem')[1]).toHaveTextContent(/\$0\.29 · Refunded · Credit note NYC-CN-000004/));
  });

  it('checks the amount before sending: more than is left, or not an amount, is said in words', async () => {
    fakeApi({ 'jobDesk.get': () => completedJob, 'payments.jobPayment': () => deskPayment, 'payments.invoice': () => deskInvoice, 'tips.list': () => deskNoTips, 'problems.get': () => deskNoProblems });
    openDesk();
    await userEvent.click(await (await payments()).findByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund the customer' }));
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '107.51');
    await userEvent.click(dialog.getByRole('button', { name: 'Review the refund' }));
    expect(await dialog.findByText('At most $107.50 can be refunded')).toBeInTheDocument();
    expect(dialog.getByText(/Give a reason/)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    await userEvent.click(dialog.getByRole('button', { name: 'Review the refund' }));
    expect(await dialog.findByText('Enter an amount such as 12.50')).toBeInTheDocument();
    expect(callsTo('payments.refund')).toHaveLength(0);
  });

  it('keeps one key for one intended refund: a retry after a lost answer resends it; a refusal gets a new one', async () => {
    const answers: Array<() => JobPayment> = [
      () => {
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is unavailable. Please try again.');
      },
      () => {
        throw new ApiError(409, 'CONFLICT', 'At most $5.00 can be refunded.');
      },
      () => afterRefund(500),
    ];
    fakeApi({ 'jobDesk.get': () => completedJob, 'payments.jobPayment': () => deskPayment, 'payments.invoice': () => deskInvoice, 'tips.list': () => deskNoTips, 'problems.get': () => deskNoProblems, 'payments.refund': () => answers.shift()!() });
    openDesk();
    await userEvent.click(await (await payments()).findByRole('button', { name: 'Refund' }));
    const dialog = () => within(screen.getByRole('dialog'));
    await userEvent.type(dialog().getByRole('textbox', { name: /Reason/ }), 'Broken vase');
    const sendOnce = async () => {
      await userEvent.click(dialog().getByRole('button', { name: 'Review the refund' }));
      await userEvent.click(await dialog().findByRole('button', { name: /^Refund \$/ }));
      await waitFor(() => expect(screen.queryByRole('button', { name: /^Refund \$/ })).not.toBeInTheDocument());
    };
    await sendOnce();
    expect(await dialog().findByText('The service is unavailable. Please try again.')).toBeInTheDocument();
    await sendOnce();
    expect(await dialog().findByText('At most $5.00 can be refunded.')).toBeInTheDocument();
    const amount = dialog().getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await sendOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const keys = callsTo('payments.refund').map((call) => (call?.body as RefundRequest).idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('lists the tips and refunds one chosen in the form, with its own amount and no credit note', async () => {
    let tips = { ...deskNoTips, tips: [deskTip] };
    fakeApi({
      'jobDesk.get': () => completedJob,
      'payments.jobPayment': () => deskPayment,
      'payments.invoice': () => deskInvoice,
      'tips.list': () => tips, 'problems.get': () => deskNoProblems,
      'payments.refund': ({ body }) => {
        tips = { ...tips, tips: [{ ...deskTip, status: 'partially_refunded', refundedMinor: (body as RefundRequest).amountMinor, refundableMinor: 1800 - (body as RefundRequest).amountMinor }] };
        return deskPayment;
      },
    });
    openDesk();
    const section = await payments();
    const listed = within(await section.findByRole('list', { name: 'Tips' }));
    expect(listed.getByRole('listitem')).toHaveTextContent(/Tip of \$18\.00 · Paid.*Mar 5, 2026.*Visa ••1881/);
    expect(listed.getByText(/Visa ••1881/).closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    await userEvent.click(section.getByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund the customer' }));
    const from = dialog.getByRole('radiogroup', { name: 'Refund from' });
    expect(within(from).getByRole('radio', { name: 'The job’s payment (up to $107.50)' })).toBeChecked();
    await userEvent.click(within(from).getByRole('radio', { name: 'The tip of $18.00 given Mar 5, 2026 (up to $18.00)' }));
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('18.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '18.01');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Tipped twice');
    await userEvent.click(dialog.getByRole('button', { name: 'Review the refund' }));
    expect(await dialog.findByText('At most $18.00 can be refunded')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Review the refund' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Confirm the refund' }));
    expect(confirm.getByText('Refund $5.00 to Visa ••1881?')).toBeInTheDocument();
    expect(confirm.getByText(/no credit note is issued/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Refund $5.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refundBody()).toEqual({ amountMinor: 500, reason: 'Tipped twice', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/), tipId: deskTip.id });
    const refreshed = await payments();
    await waitFor(() => expect(refreshed.getByRole('list', { name: 'Tips' })).toHaveTextContent(/Paid, partly refunded · \$5\.00 refunded/));
  });

  it('offers no refund when nothing is left, and says why', async () => {
    fakeApi({ 'jobDesk.get': () => completedJob, 'payments.jobPayment': () => ({ ...afterRefund(10_750) }), 'payments.invoice': () => deskInvoice, 'tips.list': () => deskNoTips, 'problems.get': () => deskNoProblems });
    openDesk();
    const section = await payments();
    expect(await section.findByText('Everything taken has been refunded.')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
