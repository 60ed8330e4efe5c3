import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketCapacity, MarketDetail } from '@marketplace/contracts';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { createIntl } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import CapacityPanel from './capacity-panel';
import { intensity, readingOf } from './capacity-reading';

const english = createIntl(intlConfig('en', {}));
const market = { id: 'nyc', name: 'New York City', timeZone: 'America/New_York', currency: 'USD' } as MarketDetail;
const week = (cells: Array<[number, number, number]>) => {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const [weekday, hour, count] of cells) grid[weekday]![hour] = count;
  return grid;
};

const capacity = (overrides: Partial<MarketCapacity> = {}): MarketCapacity => ({
  marketId: 'nyc',
  timeZone: 'America/New_York',
  period: '30d',
  range: { from: '2031-02-19', to: '2031-03-20', start: '2031-02-19T05:00:00.000Z', end: '2031-03-21T04:00:00.000Z' },
  totals: { unmetSearches: 24, unmetSearchesHourUnknown: 1, unmetSearchesNoPostalCode: 2, waitlistSignups: 3 },
  unmetByWeekdayHour: week([[1, 18, 9], [2, 19, 6], [5, 9, 8]]),
  waitlistByWeekdayHour: week([[0, 20, 2], [3, 21, 1]]),
  postalCodes: [
    { postalCode: '10027', unmetSearches: 15, waitlistSignups: 0, served: true },
    { postalCode: '11211', unmetSearches: 8, waitlistSignups: 0, served: true },
    { postalCode: '11249', unmetSearches: 0, waitlistSignups: 3, served: false },
  ],
  ...overrides,
});

const open = (search = '?tab=capacity') => renderPage(<CapacityPanel market={market} />, { route: `/market/nyc/dashboard${search}`, path: '/market/:id/dashboard' });


describe('CapacityPanel', () => {
  it('shows the weekday × hour map as a table a screen reader can walk, with the counts as text', async () => {
    fakeApi({ 'marketInsights.capacity': () => capacity() });
    open();
    const map = await screen.findByRole('table', { name: 'Searches that found no time, by weekday and hour' });
    const rows = within(map).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(within(rows[0]!).getAllByRole('columnheader')).toHaveLength(24);
    const tuesday = rows[2]!;
    expect(within(tuesday).getByRole('rowheader')).toHaveTextContent('Tue');
    const cells = within(tuesday).getAllByRole('cell');
    expect(cells[18]).toHaveTextContent('9 searches');
    expect(cells[18]!.className).toContain('level5');
    expect(cells[17]).toHaveTextContent('0 searches');
    expect(cells[17]!.className).toContain('level0');
  });

  it('ranks postal codes with their unmet searches and waitlist sign-ups, and says how to read it', async () => {
    fakeApi({ 'marketInsights.capacity': () => capacity() });
    open();
    const ranking = await screen.findByRole('table', { name: 'Postal codes with the most unmet demand' });
    expect(within(ranking).getByRole('row', { name: '10027 15 0 Yes' })).toBeInTheDocument();
    expect(within(ranking).getByRole('row', { name: '11249 0 3 Outside the served area' })).toBeInTheDocument();
    expect(screen.getByTestId('capacity-reading')).toHaveTextContent(
      'Searches most often found no time on Tuesdays at 6:00 PM–7:00 PM (9), and most came from 10027 (15): recruit providers who can work Tuesday evenings in 10027.',
    );
    expect(screen.getByText(/1 from before hours were recorded are not on the map/)).toBeInTheDocument();
  });

  it('keeps the period in the URL and asks for it', async () => {
    fakeApi({ 'marketInsights.capacity': ({ query }) => capacity({ period: query!.period as '7d' }) });
    open('?tab=capacity&period=7d');
    await screen.findByRole('table', { name: 'Postal codes with the most unmet demand' });
    expect(callsTo('marketInsights.capacity')[0]).toMatchObject({ query: { period: '7d', limit: '10' } });
    await userEvent.selectOptions(screen.getByLabelText('Period'), '30d');
    expect(callsTo('marketInsights.capacity').at(-1)).toMatchObject({ query: { period: '30d' } });
  });

  it('says so when nothing went unmet', async () => {
    const empty = capacity({ totals: { unmetSearches: 0, unmetSearchesHourUnknown: 0, unmetSearchesNoPostalCode: 0, waitlistSignups: 0 }, unmetByWeekdayHour: week([]), waitlistByWeekdayHour: week([]), postalCodes: [] });
    fakeApi({ 'marketInsights.capacity': () => empty });
    open();
    expect(await screen.findByText('No search went unanswered in this period and nobody nearby joined the waitlist.')).toBeInTheDocument();
    expect(screen.getByText('No unmet searches or waitlist sign-ups in this period.')).toBeInTheDocument();
  });
});

describe('the reading helpers', () => {
  it('shades by the share of the busiest cell, 0 only when empty', () => {
    expect([intensity(0, 9), intensity(1, 9), intensity(5, 9), intensity(9, 9), intensity(3, 0)]).toEqual([0, 1, 3, 5, 0]);
  });

  it('names the busiest time and place', () => {
    expect(readingOf(english, capacity({ unmetByWeekdayHour: week([[5, 9, 3]]), postalCodes: [{ postalCode: '11211', unmetSearches: 3, waitlistSignups: 0, served: true }] }))).toBe(
      'Searches most often found no time on Saturdays at 9:00 AM–10:00 AM (3), and most came from 11211 (3): recruit providers who can work Saturday mornings in 11211.',
    );
  });
});
