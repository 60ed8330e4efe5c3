import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { MarketPlans } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, fakeApi, type FakeRequest } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import '@marketplace/test-support/resize-observer';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../../../messages/de.json';
import { nyc, planRow } from '../../../test/market-fixtures';
import PlansPanel from './plans-panel';

function Location() {
  const location = useLocation();
  return <output aria-label="URL">{location.search}</output>;
}
const open = (search = '?tab=plans') =>
  renderPage(
    <>
      <PlansPanel market={nyc} />
      <Location />
    </>,
    { route: `/market/nyc/dashboard${search}`, path: '/market/:id/dashboard' },
  );

const counts = { active: 12, paused: 3, ended: 5 };
/** Two pages of active plans (the second behind a cursor), one paused plan. */
function answer({ query }: FakeRequest<'plans.listInMarket'>): MarketPlans {
  if (query.status === 'paused') return { counts, planJobShareBps: 1200, plans: [planRow(9, { status: 'paused', nextVisit: null, providerName: null })], nextCursor: null };
  if (query.cursor === 'page-2') return { counts, planJobShareBps: 1200, plans: [planRow(3, { everyWeeks: 4, weekday: 5, localTime: '14:30' })], nextCursor: null };
  return { counts, planJobShareBps: 1200, plans: [planRow(1), planRow(2, { everyWeeks: 1, weekday: 1, localTime: '08:00' })], nextCursor: 'page-2' };
}
const rowOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));

beforeEach(() => jest.clearAllMocks());

describe('the dashboard’s Plans section', () => {
  it('counts the plans per status and says what share of the jobs came from plans', async () => {
    fakeApi({ 'plans.listInMarket': answer });
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Plans' })).toBeInTheDocument();
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(figure('Active')).toHaveTextContent('12'));
    expect(figure('Paused')).toHaveTextContent('3');
    expect(figure('Ended')).toHaveTextContent('5');
    expect(screen.getByTestId('plan-share')).toHaveTextContent('Share of jobs from plans (last 28 days): 12%');
    expect(callsTo('plans.listInMarket')).toEqual([{ params: { marketId: 'nyc' } }]);
  });

  it('lists each plan: customer (masked for replay), services, rhythm, provider, next visit linking to the job desk, created', async () => {
    fakeApi({ 'plans.listInMarket': answer });
    open();
    const first = await waitFor(() => rowOf('Plan customer 1'));
    expect(first.getByText('Plan customer 1').closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    expect(first.getByText('Home cleaning, 3 hours')).toBeInTheDocument();
    expect(first.getByText(/^every 2 weeks on Tuesday at 9:00\sAM$/)).toBeInTheDocument();
    expect(first.getByText('Maria Lopez')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /Mar 17, 2026, 9:00\sAM/ })).toHaveAttribute('href', '/market/nyc/job/00000001-0000-4000-8000-000000000000');
    expect(first.getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(rowOf('Plan customer 2').getByText(/^every week on Monday at 8:00\sAM$/)).toBeInTheDocument();
  });

  it('loads the next page from the cursor, below the first', async () => {
    const user = userEvent.setup();
    fakeApi({ 'plans.listInMarket': answer });
    open();
    await waitFor(() => rowOf('Plan customer 2'));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const third = await waitFor(() => rowOf('Plan customer 3'));
    expect(third.getByText(/^every 4 weeks on Friday at 2:30\sPM$/)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(callsTo('plans.listInMarket').at(-1)).toEqual({ params: { marketId: 'nyc' }, query: { cursor: 'page-2' } });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by status, kept in the URL', async () => {
    const user = userEvent.setup();
    fakeApi({ 'plans.listInMarket': answer });
    open();
    await waitFor(() => rowOf('Plan customer 1'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paused');
    const paused = await waitFor(() => rowOf('Plan customer 9'));
    expect(paused.getByText('Paused', { selector: 'td *' })).toBeInTheDocument();
    expect(paused.getByText('No provider')).toBeInTheDocument();
    expect(paused.getByText('None planned')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Plan customer 1/ })).not.toBeInTheDocument();
    expect(callsTo('plans.listInMarket').at(-1)).toEqual({ params: { marketId: 'nyc' }, query: { status: 'paused' } });
    const url = new URLSearchParams(screen.getByRole('status', { name: 'URL' }).textContent ?? '');
    expect(url.get('status')).toBe('paused');
    expect(url.get('tab')).toBe('plans');
  });

  it('says when there are none, and when the plans cannot be loaded, with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'plans.listInMarket': () => {
        if (fail) throw new ApiError(500, 'INTERNAL', 'Something broke on our side.');
        return { counts: { active: 0, paused: 0, ended: 0 }, planJobShareBps: 0, plans: [], nextCursor: null };
      },
    });
    open();
    expect(await screen.findByText('We could not load the plans')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No plans yet' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-share')).toHaveTextContent('Share of jobs from plans (last 28 days): 0%');
  });
});

describe('the Plans section in German', () => {
  it('counts, the share, the rhythm and the filter in German', async () => {
    const German = testLanguage('de', german);
    fakeApi({ 'plans.listInMarket': answer });
    renderPage(
      <German>
        <PlansPanel market={nyc} />
      </German>,
      { route: '/market/nyc/dashboard?tab=plans', path: '/market/:id/dashboard' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Pläne' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('plan-share')).toHaveTextContent(/^Anteil der Aufträge aus Plänen \(letzte 28 Tage\): 12\s%$/));
    expect(screen.getByText('Pausiert', { selector: 'dt' }).nextElementSibling).toHaveTextContent('3');
    expect(rowOf('Plan customer 1').getByText('alle 2 Wochen am Dienstag um 9:00')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Alle Status');
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeInTheDocument();
  });
});
