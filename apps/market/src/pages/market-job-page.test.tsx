import { noMessages } from '@marketplace/job-ui/conversation-fixtures';
import { noProblems } from '@marketplace/job-ui/problem-fixtures';
import '@marketplace/test-support/resize-observer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobDesk } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../messages/de.json';
import { candidates, deskJob, heldDeskPayment, managerUser, noPhotos } from '../features/job-desk/test/fixtures';
import MarketJobPage from './market-job-page';

const payment = { 'payments.jobPayment': () => heldDeskPayment };
const openDesk = (jobId = deskJob.id) => renderPage(<MarketJobPage />, { route: `/market/nyc/job/${jobId}`, path: '/market/:id/job/:jobId', user: managerUser });
const section = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => jest.clearAllMocks());

describe('MarketJobPage (the job desk)', () => {
  it('shows every fact, the customer masked for replay, and the actions the API allows', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, ...payment, 'jobDesk.get': () => deskJob });
    openDesk();
    expect(await screen.findByRole('heading', { level: 1, name: /Home cleaning/ })).toBeInTheDocument();
    expect(section('When and where').getByText(/350 Fifth Avenue/).closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    expect(section('Customer').getByText('customer@example.com').closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    expect(section('Services and price').getByText('$120.00')).toBeInTheDocument();
    expect(section('Cancellation policy').getByText('$30.00')).toBeInTheDocument();
    expect(section('Provider').getByText('Maria Alvarez')).toBeInTheDocument();
    expect(section('Provider').getByRole('button', { name: 'Reassign' })).toBeInTheDocument();
    const actions = section('Actions');
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual(['Unassign the provider', 'Reschedule', 'Cancel the job']);
    expect(section('Payments').getByText('Test mode: no real money moves')).toBeInTheDocument();
  });

  it('renders the history: when, who and role, from → to, before → after, and why', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, ...payment, 'jobDesk.get': () => deskJob });
    openDesk();
    const events = within(await screen.findByRole('list', { name: 'Job history' })).getAllByRole('listitem');
    expect(events).toHaveLength(3);
    expect(events[0]).toHaveTextContent(/Booked: Requested.*Jordan Miller \(customer\)/);
    expect(events[1]).toHaveTextContent(/Finding a provider → to Requested.*Sam Patel \(market manager\).*Provider: Dana Cruz → Maria Alvarez.*Reason: Dana is off sick/);
    expect(events[2]).toHaveTextContent(/Start: Mar 3, 2026, 9:00\sAM EST → Mar 4, 2026, 9:00\sAM EST/);
  });

  it('lists ranked candidates with score and reasons, and assigns one', async () => {
    let current: JobDesk = deskJob;
    fakeApi({ ...noMessages, ...noProblems, 'jobPhotos.list': () => noPhotos, 
      ...payment,
      'jobDesk.get': () => current,
      'jobDesk.candidates': () => ({ candidates }),
      'jobDesk.assign': () => (current = { ...deskJob, status: 'requested', provider: { ...deskJob.provider!, id: candidates[0]!.provider.id, displayName: 'Dana Cruz' } }),
    });
    openDesk();
    await userEvent.click(await screen.findByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign the job' });
    const ranked = within(await within(dialog).findByRole('list', { name: 'Ranked providers' })).getAllByRole('listitem', { name: /./ });
    expect(ranked.map((item) => within(item).getByText(/^(Dana Cruz|Lee Wong|Ana Ruiz)$/).textContent)).toEqual(['Dana Cruz', 'Lee Wong', 'Ana Ruiz']);
    expect(ranked[0]).toHaveTextContent(/Score 96.4 of 100.*4.8★ over 35 reviews.*No other job that day/);
    expect(ranked[2]).toHaveTextContent(/Declined before.*Declined this job before/);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Maria is ill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign Dana Cruz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('jobDesk.assign')).toEqual([expect.objectContaining({ params: { marketId: 'nyc', jobId: deskJob.id }, body: { providerId: candidates[0]!.provider.id, reason: 'Maria is ill' } })]);
    expect(await screen.findByText('Assigned to Dana Cruz')).toBeInTheDocument();
  });

  it('a 409 shows the server’s message and asks for the candidates again', async () => {
    fakeApi({ ...noMessages, ...noProblems, 'jobPhotos.list': () => noPhotos, 
      ...payment,
      'jobDesk.get': () => deskJob,
      'jobDesk.candidates': () => ({ candidates }),
      'jobDesk.assign': () => {
        throw new ApiError(409, 'SLOT_TAKEN', 'Dana Cruz was just booked at that time; pick someone else.');
      },
    });
    openDesk();
    await userEvent.click(await screen.findByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign the job' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Assign Dana Cruz' }));
    expect(await within(dialog).findByText('Dana Cruz was just booked at that time; pick someone else.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('jobDesk.candidates').length).toBeGreaterThanOrEqual(2));
  });

  it('says plainly when nobody is free', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, ...payment, 'jobDesk.get': () => deskJob, 'jobDesk.candidates': () => ({ candidates: [] }) });
    openDesk();
    await userEvent.click(await screen.findByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign the job' });
    expect(await within(dialog).findByText('Nobody offering these services is free at that time — reschedule or contact the customer.')).toBeInTheDocument();
  });

  it('a status change asks for a reason; the API’s refusal shows in the dialog', async () => {
    fakeApi({ ...noMessages, ...noProblems, 'jobPhotos.list': () => noPhotos, 
      ...payment,
      'jobDesk.get': () => deskJob,
      'jobDesk.changeStatus': () => {
        throw new ApiError(409, 'INVALID_TRANSITION', 'This job changed in the meantime. Reload it to see where it stands.');
      },
    });
    openDesk();
    await userEvent.click(await screen.findByRole('button', { name: 'Unassign the provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take the job away from its provider?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    expect(await within(dialog).findByText('Give a reason (it is recorded on the history)')).toBeInTheDocument();
    expect(callsTo('jobDesk.changeStatus')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Provider asked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    expect(await within(dialog).findByText('This job changed in the meantime. Reload it to see where it stands.')).toBeInTheDocument();
    expect(callsTo('jobDesk.changeStatus')).toEqual([expect.objectContaining({ body: { action: 'unassign', reason: 'Provider asked' } })]);
    await waitFor(() => expect(callsTo('jobDesk.get').length).toBeGreaterThanOrEqual(2));
  });

  it('cancel shows the exact fee, then waives it on request', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, ...payment, 'jobDesk.get': () => deskJob, 'jobDesk.cancel': () => ({ ...deskJob, status: 'cancelled', actions: [], cancellationFeeMinor: 0 }) });
    openDesk();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this job?' });
    expect(within(dialog).getByText(/pays a cancellation fee of \$30.00/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Waive the fee' }));
    expect(within(dialog).getByText(/Fee waived: the customer pays nothing \(instead of \$30.00\)/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Customer moved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('jobDesk.cancel')).toEqual([expect.objectContaining({ body: { onBehalfOf: 'customer', fee: 'waive', reason: 'Customer moved' } })]);
  });

  it('the company’s cancellation never applies the fee', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, ...payment, 'jobDesk.get': () => deskJob });
    openDesk();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this job?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /The company/ }));
    expect(within(dialog).getByRole('radio', { name: /Apply the fee/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Waive the fee' })).toBeChecked();
    expect(within(dialog).getByText('The company cancels: the customer pays nothing.')).toBeInTheDocument();
  });

  it('reschedules to a free time of the same provider, in the market’s zone', async () => {
    fakeApi({ ...noMessages, ...noProblems, 'jobPhotos.list': () => noPhotos, 
      ...payment,
      'jobDesk.get': () => deskJob,
      'jobs.rescheduleSlots': () => ({
        timeZone: 'America/New_York',
        durationMinutes: 120,
        days: [{ date: '2026-03-05', slots: [{ start: '2026-03-05T15:00:00.000Z', end: '2026-03-05T17:00:00.000Z', providerCount: 1 }] }],
      }),
      'jobs.reschedule': () => ({ ...deskJob, timeline: [], can: { cancel: true, reschedule: true, review: false, bookAgain: false }, start: '2026-03-05T15:00:00.000Z' }),
    });
    openDesk();
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the job' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /10:00\sAM/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move the job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('jobs.reschedule')).toEqual([expect.objectContaining({ params: { jobId: deskJob.id }, body: { start: '2026-03-05T15:00:00.000Z' } })]);
  });

  it('is the not-found screen when the API answers 404 (another market’s job) and for a malformed id', async () => {
    fakeApi({ ...noMessages, ...noProblems, 'jobPhotos.list': () => noPhotos, 
      ...payment,
      'jobDesk.get': () => {
        throw new ApiError(404, 'NOT_FOUND', 'There is no such job.');
      },
    });
    openDesk();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    jest.mocked(globalThis.fetch).mockClear();
    openDesk('not-a-uuid');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});

describe('MarketJobPage in German', () => {
  const German = testLanguage('de', german);
  const openGerman = () => renderPage(<German>{<MarketJobPage />}</German>, { route: `/market/nyc/job/${deskJob.id}`, path: '/market/:id/job/:jobId', user: managerUser });

  it('shows the desk in German: its sections, amounts, 24-hour times and actions', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, ...payment, 'jobDesk.get': () => deskJob });
    openGerman();
    expect(await screen.findByRole('heading', { level: 1, name: /Home cleaning/ })).toBeInTheDocument();
    expect(section('Services und Preis').getByText(/^120,00\s\$$/)).toBeInTheDocument();
    expect(section('Stornobedingungen').getByText('25 % der Gesamtsumme (gebucht mit 24 Stunden kostenloser Stornierung)')).toBeInTheDocument();
    expect(section('Stornobedingungen').getByText(/^30,00\s\$$/)).toBeInTheDocument();
    expect(section('Anbieter').getByRole('button', { name: 'Neu zuweisen' })).toBeInTheDocument();
    expect(section('Aktionen').getAllByRole('button').map((button) => button.textContent)).toEqual(['Anbieter abziehen', 'Verschieben', 'Auftrag stornieren']);
    const events = within(screen.getByRole('list', { name: 'Verlauf des Auftrags' })).getAllByRole('listitem');
    expect(events[1]).toHaveTextContent(/Sam Patel \(Marktmanager\).*Anbieter: Dana Cruz → Maria Alvarez.*Grund: Dana is off sick/);
    expect(events[2]).toHaveTextContent(/Beginn: 3\. März 2026, 09:00 GMT-5 → 4\. März 2026, 09:00 GMT-5/);
  });

  it('names the candidates’ score parts in German; their reasons are the API’s, in the page’s language', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, ...payment, 'jobDesk.get': () => deskJob, 'jobDesk.candidates': () => ({ candidates }) });
    openGerman();
    await screen.findByRole('heading', { level: 1, name: /Home cleaning/ });
    await userEvent.click(section('Anbieter').getByRole('button', { name: 'Neu zuweisen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auftrag neu zuweisen' });
    const [first] = within(await within(dialog).findByRole('list', { name: 'Anbieter nach Eignung' })).getAllByRole('listitem', { name: /./ });
    expect(first).toHaveTextContent(/Punktzahl 96,4 von 100 \(Bewertung 46,4\/50, Auslastung 30\/30 und Anfahrt 20\/20\)/);
    const reasons = within(first!).getByRole('list', { name: 'Warum Dana Cruz' });
    expect(within(reasons).getAllByRole('listitem').every((item) => item.getAttribute('data-worded-by') === 'api')).toBe(true);
  });

  it('reads the refund amount as German writes it and says the limit and the amount the German way', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, 'payments.jobPayment': () => ({ ...heldDeskPayment, status: 'captured', capturedMinor: 12_000, refundableMinor: 12_000, netMinor: 12_000 }), 'jobDesk.get': () => deskJob });
    openGerman();
    await screen.findByRole('heading', { level: 1, name: /Home cleaning/ });
    await userEvent.click(await section('Zahlungen').findByRole('button', { name: 'Erstatten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dem Kunden erstatten' });
    const amount = within(dialog).getByRole('textbox', { name: /Betrag/ });
    expect(amount).toHaveValue('120,00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '200,5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Grund/ }), 'Fenster nicht geputzt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erstattung prüfen' }));
    expect(await within(dialog).findByText(/^Höchstens 120,00\s\$ können erstattet werden$/)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erstattung prüfen' }));
    expect(await within(dialog).findByRole('button', { name: /^12,50\s\$ erstatten$/ })).toBeInTheDocument();
  });
});
