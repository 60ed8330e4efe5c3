import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { MarketDetail, MarketKpis } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../../../messages/de.json';
import KpiPanel from './kpi-panel';

// jsdom has no canvas: the charts are stood in for; their labels and tables are what is tested.
jest.mock('react-chartjs-2', () => ({ Line: () => <canvas data-chart="line" />, Bar: () => <canvas data-chart="bar" /> }));

const German = testLanguage('de', german);
const market = { id: 'nyc', name: 'New York City', timeZone: 'America/New_York', currency: 'USD' } as MarketDetail;

const values = (overrides: Partial<MarketKpis['current']['values']> = {}): MarketKpis['current']['values'] => ({
  booked: 5,
  completed: 4,
  cancelled: 2,
  cancelledBy: { customer: 1, provider: 0, manager: 1, system: 0 },
  noShows: 1,
  bookedMinutes: 240,
  availableMinutes: 540,
  fillRate: 0.4444,
  grossBookingMinor: 31_000,
  averageRating: 4.5,
  reviews: 2,
  medianResponseSeconds: 5400,
  answers: 3,
  unmetSearches: 11,
  problemsReported: 3,
  problemsPer100Jobs: 12.5,
  medianResolveSeconds: 19_800,
  ...overrides,
});

const kpis = (period: MarketKpis['period'], booked: number): MarketKpis => ({
  marketId: 'nyc',
  timeZone: 'America/New_York',
  currency: 'USD',
  period,
  current: { from: '2031-03-14', to: '2031-03-20', start: '2031-03-14T04:00:00.000Z', end: '2031-03-21T04:00:00.000Z', values: values({ booked }) },
  previous: {
    from: '2031-03-07',
    to: '2031-03-13',
    start: '2031-03-07T05:00:00.000Z',
    end: '2031-03-14T04:00:00.000Z',
    values: values({ booked: 4, cancelled: 1, medianResponseSeconds: 1200, averageRating: null, grossBookingMinor: 14_000, problemsPer100Jobs: 10, medianResolveSeconds: 3 * 86_400 }),
  },
  granularity: 'day',
  series: [
    { at: '2031-03-19T04:00:00.000Z', label: '2031-03-19', booked: 3, completed: 1, cancelled: 0, grossBookingMinor: 12_345 },
    { at: '2031-03-20T04:00:00.000Z', label: '2031-03-20', booked: 2, completed: 0, cancelled: 2, grossBookingMinor: 0 },
  ],
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}
const open = (search = '?tab=numbers') =>
  renderPage(
    <>
      <KpiPanel market={market} />
      <Location />
    </>,
    { route: `/market/nyc/dashboard${search}`, path: '/market/:id/dashboard' },
  );
const card = async (name: string) => within((await screen.findByRole('heading', { level: 3, name })).closest('li')!);


describe('KpiPanel', () => {
  it('shows each KPI with the previous period and the change in words', async () => {
    fakeApi({ 'marketInsights.kpis': ({ query }) => kpis(query!.period as MarketKpis['period'], 5) });
    open();
    expect(await (await card('Jobs booked')).findByText('5')).toBeInTheDocument();
    expect((await card('Jobs booked')).getByText(/Up 25% from 4 \(better\)/)).toBeInTheDocument();
    expect((await card('Cancelled')).getByText('Customer 1 · Provider 0 · Company 1 · System 0')).toBeInTheDocument();
    expect((await card('Cancelled')).getByText(/Up 100% from 1 \(worse\)/)).toBeInTheDocument();
    expect((await card('Gross booking value')).getByText('$310.00')).toBeInTheDocument();
    expect((await card('Fill rate')).getByText('44.4%')).toBeInTheDocument();
    expect((await card('Fill rate')).getByText('4 h booked of 9 h available')).toBeInTheDocument();
    expect((await card('Median time to answer')).getByText('1 h 30 min')).toBeInTheDocument();
    expect((await card('Median time to answer')).getByText(/Up 350% from 20 min \(worse\)/)).toBeInTheDocument();
    expect((await card('Average rating')).getByText('Nothing to compare with before')).toBeInTheDocument();
    expect(callsTo('marketInsights.kpis')[0]).toMatchObject({ params: { marketId: 'nyc' }, query: { period: '7d' } });
  });

  it('shows the problems per 100 jobs and the median time to resolve (docs/problems.md)', async () => {
    fakeApi({ 'marketInsights.kpis': ({ query }) => kpis(query!.period as MarketKpis['period'], 5) });
    open();
    const problems = await card('Problems reported per 100 jobs');
    expect(await problems.findByText('12.5')).toBeInTheDocument();
    expect(problems.getByText('3 problems reported')).toBeInTheDocument();
    expect(problems.getByText(/Up 25% from 10\.0 \(worse\)/)).toBeInTheDocument();
    const resolve = await card('Median time to resolve');
    expect(resolve.getByText('5.5 hours')).toBeInTheDocument();
    expect(resolve.getByText(/Down 92% from 3 days \(better\)/)).toBeInTheDocument();
  });

  it('shows a dash when no case was resolved and no job completed', async () => {
    const quiet = (): MarketKpis => {
      const base = kpis('7d', 5);
      return { ...base, current: { ...base.current, values: values({ completed: 0, problemsReported: 1, problemsPer100Jobs: null, medianResolveSeconds: null }) } };
    };
    fakeApi({ 'marketInsights.kpis': quiet });
    open();
    const resolve = await card('Median time to resolve');
    expect(await resolve.findByText('—')).toBeInTheDocument();
    expect(resolve.getByText('Was 3 days before')).toBeInTheDocument();
    const problems = await card('Problems reported per 100 jobs');
    expect(problems.getByText('—')).toBeInTheDocument();
    expect(problems.getByText('1 problem reported')).toBeInTheDocument();
  });

  it('switches the period from the URL and keeps it there', async () => {
    fakeApi({ 'marketInsights.kpis': ({ query }) => kpis(query!.period as MarketKpis['period'], query!.period === '30d' ? 42 : 5) });
    open('?tab=numbers&period=7d');
    await (await card('Jobs booked')).findByText('5');
    await userEvent.click(screen.getByRole('radio', { name: '30 days' }));
    expect(await (await card('Jobs booked')).findByText('42')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=numbers&period=30d');
  });

  it('asks for two valid dates before showing a custom period', async () => {
    fakeApi({ 'marketInsights.kpis': ({ query }) => kpis(query!.period as MarketKpis['period'], 7) });
    open();
    await (await card('Jobs booked')).findByText('7');
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    await userEvent.type(screen.getByLabelText(/First day/), '2031-03-20');
    await userEvent.type(screen.getByLabelText(/Last day/), '2031-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The last day cannot be before the first')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Last day/));
    await userEvent.type(screen.getByLabelText(/Last day/), '2031-03-21');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?tab=numbers&period=custom&from=2031-03-20&to=2031-03-21'));
    expect(callsTo('marketInsights.kpis').at(-1)).toMatchObject({ query: { period: 'custom', from: '2031-03-20', to: '2031-03-21' } });
  });

  it('gives every chart a label and the same numbers as a table', async () => {
    fakeApi({ 'marketInsights.kpis': () => kpis('7d', 5) });
    open();
    const chart = await screen.findByRole('img', { name: /Line chart of jobs booked, completed and cancelled per day/ });
    expect(chart).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Jobs per day' });
    expect(within(table).getByRole('row', { name: 'Mar 20, 2031 2 0 2' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Gross booking value per day' })).getByRole('row', { name: 'Mar 19, 2031 $123.45' })).toBeInTheDocument();
  });

  it('says when the numbers could not be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({
      'marketInsights.kpis': () => {
        if (fail) throw new ApiError(500, 'internal', 'Something went wrong on our side.');
        return kpis('7d', 5);
      },
    });
    open();
    expect(await screen.findByText('We could not load the numbers')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await (await card('Jobs booked')).findByText('5')).toBeInTheDocument();
  });
});

describe('KpiPanel in German', () => {
  it('says the figures in German, with German numbers, amounts, percentages and dates', async () => {
    const euros = (period: MarketKpis['period']): MarketKpis => ({ ...kpis(period, 1234), currency: 'EUR', timeZone: 'Europe/Berlin' });
    fakeApi({ 'marketInsights.kpis': ({ query }) => euros(query!.period as MarketKpis['period']) });
    renderPage(
      <German>
        <KpiPanel market={{ ...market, id: 'berlin', timeZone: 'Europe/Berlin', currency: 'EUR' }} />
      </German>,
      { route: '/market/berlin/dashboard?tab=numbers', path: '/market/:id/dashboard' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Kennzahlen' })).toBeInTheDocument();
    const booked = await card('Gebuchte Aufträge');
    expect(await booked.findByText('1.234')).toBeInTheDocument();
    expect(booked.getByText(/Plus 30\.750\s% gegenüber 4 \(besser\)/)).toBeInTheDocument();
    expect((await card('Bruttobuchungswert')).getByText(/^310,00\s€$/)).toBeInTheDocument();
    expect((await card('Auslastung')).getByText(/^44,4\s%$/)).toBeInTheDocument();
    expect((await card('Auslastung')).getByText('4 Std. gebucht von 9 Std. verfügbar')).toBeInTheDocument();
    expect((await card('Mittlere Antwortzeit')).getByText('1 Std. 30 Min.')).toBeInTheDocument();
    expect((await card('Durchschnittliche Bewertung')).getByText('4,5 / 5')).toBeInTheDocument();
    const problems = await card('Gemeldete Probleme pro 100 Aufträge');
    expect(problems.getByText('12,5')).toBeInTheDocument();
    expect(problems.getByText('3 Probleme gemeldet')).toBeInTheDocument();
    expect((await card('Mittlere Zeit bis zur Klärung')).getByText('5,5 Stunden')).toBeInTheDocument();
    expect((await card('Mittlere Zeit bis zur Klärung')).getByText(/Minus 92\s% gegenüber 3 Tagen? \(besser\)/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 Tage' })).toBeInTheDocument();
    expect(screen.getByText(/14\.–20\.03\.2031 \(die letzten 7 Tage\), verglichen mit 07\.–13\.03\.2031/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Bruttobuchungswert pro Tag' })).getByRole('row', { name: /^19\.03\.2031 123,45\s€$/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Liniendiagramm der gebuchten, erledigten und stornierten Aufträge pro Tag/ })).toBeInTheDocument();
  });
});
