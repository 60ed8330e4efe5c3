import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderJobDetail } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { acceptedDetail, authorizedPayment, noTips, now, providerUser, requestDetail } from '../../test/fixtures';
import ProviderJobPage from './provider-job-page';

const openJob = (id = requestDetail.id) => renderPage(<ProviderJobPage />, { route: `/provider/job/${id}`, path: '/provider/job/:id', user: providerUser });
const noProblems = { currency: 'USD', cases: [], reportOpenUntil: null, refundableMinor: 0, can: { report: false, answer: false, manage: false } };
const payment = { 'payments.jobPayment': () => authorizedPayment, 'tips.list': () => noTips, 'problems.get': () => noProblems };
const section = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.useRealTimers());

describe('ProviderJobPage', () => {
  it('shows the work, when, the area — and neither the street nor the customer before the job is accepted', async () => {
    fakeApi({ ...payment, 'providerJobs.get': () => requestDetail });
    openJob();
    expect(await screen.findByRole('heading', { level: 1, name: 'House cleaning, 3 hours' })).toBeInTheDocument();
    expect(section('When and where').getByText(/10011 Manhattan/)).toBeInTheDocument();
    expect(section('When and where').getByText(/full address once you accept/)).toBeInTheDocument();
    expect(section('When and where').getByText(/New York time \(EST\)/)).toBeInTheDocument();
    expect(section('The work').getByText('kitchen').tagName).toBe('STRONG');
    expect(section('The work').getByText('Doorman has a key')).toBeInTheDocument();
    expect(section('Customer').getByText(/once you accept the job/)).toBeInTheDocument();
    expect(screen.queryByText(/350 5th Ave/)).not.toBeInTheDocument();
    expect(section('Your earnings').getByText('$131.17')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel job' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start job' })).not.toBeInTheDocument();
  });

  it('a request cancelled before the answer: the area, without promising the street', async () => {
    fakeApi({ ...payment, 'providerJobs.get': () => ({ ...requestDetail, status: 'cancelled', respondBy: null, actions: [] }) });
    openJob();
    const where = await waitFor(() => section('When and where'));
    expect(where.getByText(/10011 Manhattan/)).toBeInTheDocument();
    expect(screen.queryByText(/once you accept/)).not.toBeInTheDocument();
    expect(section('Customer').getByText(/shown only for jobs you accepted/)).toBeInTheDocument();
  });

  it('once accepted: the address, and the customer with a phone and an email link, all masked for replay', async () => {
    fakeApi({ ...payment, 'providerJobs.get': () => ({ ...acceptedDetail, notes: [{ id: 1, body: 'Bring the ladder', at: '2026-03-02T13:40:00.000Z' }] }) });
    openJob();
    const where = await waitFor(() => section('When and where'));
    const masked = (element: Element) => element.closest(PERSONAL_DATA_SELECTOR) !== null;
    expect(masked(where.getByText(/350 5th Ave/))).toBe(true);
    const customer = section('Customer');
    expect(customer.getByRole('link', { name: '+1 (212) 555-0100' })).toHaveAttribute('href', 'tel:+12125550100');
    expect(customer.getByRole('link', { name: 'ana@example.com' })).toHaveAttribute('href', 'mailto:ana@example.com');
    expect(masked(customer.getByText('Ana Ruiz'))).toBe(true);
    expect(masked(section('The work').getByText('kitchen'))).toBe(true);
    expect(masked(section('The work').getByText('Doorman has a key'))).toBe(true);
    expect(masked(section('Private notes').getByText('Bring the ladder'))).toBe(true);
    expect(masked(screen.getByRole('heading', { level: 1 }))).toBe(false);
  });

  it('offers exactly the API’s actions, and says from when the job can be started', async () => {
    jest.useFakeTimers({ now, doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    fakeApi({ ...payment, 'providerJobs.get': () => acceptedDetail });
    openJob();
    expect(await screen.findByRole('button', { name: 'Cancel job' })).toBeInTheDocument();
    for (const name of ['Start job', 'Accept', 'Decline', 'Complete job']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByTestId('starts-later')).toHaveTextContent(/^You can start this job from Mar 4, 2026, 8:30\sAM EST\.$/);
  });

  it('starts, then completes with an optional note; focus lands on the new status', async () => {
    let current: ProviderJobDetail = { ...acceptedDetail, actions: ['start', 'noShow', 'cancel'] };
    fakeApi({
      ...payment,
      'providerJobs.get': () => current,
      'providerJobs.start': () => (current = { ...current, status: 'in_progress', actions: ['complete'] }),
      'providerJobs.complete': () => (current = { ...current, status: 'completed', actions: [] }),
    });
    openJob();
    await userEvent.click(await screen.findByRole('button', { name: 'Start job' }));
    expect(await screen.findByText('Job started')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this job?' });
    await userEvent.type(within(dialog).getByLabelText(/A note for the customer/), 'All done, the oven too.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('providerJobs.complete')).toEqual([expect.objectContaining({ body: { note: 'All done, the oven too.' } })]);
    expect(screen.queryByRole('button', { name: 'Complete job' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Completed').parentElement).toHaveFocus());
  });

  it('cancelling needs a reason; a refusal keeps the dialog open with the API’s message', async () => {
    fakeApi({
      ...payment,
      'providerJobs.get': () => acceptedDetail,
      'providerJobs.cancel': () => {
        throw new ApiError(409, 'INVALID_TRANSITION', 'This job changed in the meantime. Reload it to see where it stands.');
      },
    });
    openJob();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this job?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the job' }));
    expect(await within(dialog).findByText('Tell the customer and the market why')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Why are you cancelling/), 'My van broke down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the job' }));
    expect(await within(dialog).findByText('This job changed in the meantime. Reload it to see where it stands.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('providerJobs.get').length).toBeGreaterThanOrEqual(2));
  });

  it('adds a private note', async () => {
    let current: ProviderJobDetail = acceptedDetail;
    fakeApi({
      ...payment,
      'providerJobs.get': () => current,
      'providerJobs.addNote': ({ body }) => (current = { ...current, notes: [{ id: 7, body: (body as { body: string }).body, at: '2026-03-02T14:00:00.000Z' }] }),
    });
    openJob();
    const notes = await waitFor(() => section('Private notes'));
    expect(notes.getByText(/Only you can see these notes/)).toBeInTheDocument();
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }));
    expect(await notes.findByText('Write a note')).toBeInTheDocument();
    await userEvent.type(notes.getByLabelText('New note'), 'Gate code 1234');
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }));
    expect(await notes.findByText('Gate code 1234')).toBeInTheDocument();
    expect(notes.getByLabelText('New note')).toHaveValue('');
  });

  it('lists the history', async () => {
    fakeApi({ ...payment, 'providerJobs.get': () => acceptedDetail });
    openJob();
    const history = await waitFor(() => section('History'));
    const events = within(history.getByRole('list')).getAllByRole('listitem');
    expect(events).toHaveLength(2);
    expect(events[1]).toHaveTextContent(/Requested → to Confirmed.*Maria Alvarez \(provider\)/);
  });

  it('is the not-found screen for someone else’s job (the API answers 404) and for a malformed id', async () => {
    fakeApi({
      ...payment,
      'providerJobs.get': () => {
        throw new ApiError(404, 'NOT_FOUND', 'There is no such job.');
      },
    });
    openJob();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    jest.mocked(globalThis.fetch).mockClear();
    openJob('not-a-uuid');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
