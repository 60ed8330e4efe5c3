import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { maria, nyc, sam } from '../../../test/market-fixtures';
import type { JobsCalendarProps } from './jobs-calendar';
import MarketCalendarPanel from './market-calendar-panel';

// FullCalendar ships ES modules only: the panel is tested around it (the window it reports, the
// events it is given); the calendar itself runs in the end-to-end spec.
const week = { from: '2026-03-02T05:00:00.000Z', to: '2026-03-09T04:00:00.000Z' };
jest.mock('./jobs-calendar', () => ({
  __esModule: true,
  default: function FakeCalendar({ timeZone, events, onWindowChange }: JobsCalendarProps) {
    useEffect(() => onWindowChange(week), [onWindowChange]);
    return (
      <ul aria-label={`Calendar in ${timeZone}`}>
        {events.map((event) => (
          <li key={event.id}>
            <a href={event.url}>{event.title}</a>
          </li>
        ))}
      </ul>
    );
  },
}));

const job = { id: '0000000a-0000-4000-8000-000000000000', reference: '0000000A', status: 'confirmed' as const, start: '2026-03-03T14:00:00Z', end: '2026-03-03T16:00:00Z', servicesSummary: 'Home cleaning × 2', postalCode: '10001' };
const open = (search = '?tab=calendar') => renderPage(<MarketCalendarPanel market={nyc} />, { route: `/market/nyc/dashboard${search}`, path: '/market/:id/dashboard' });

beforeEach(() => jest.clearAllMocks());

describe('MarketCalendarPanel', () => {
  it('loads the shown week of every provider, then only the chosen provider’s', async () => {
    const user = userEvent.setup();
    fakeApi({
      'providers.listInMarket': () => ({ providers: [maria, sam] }),
      'marketJobs.calendar': ({ query }) => ({
        timeZone: 'America/New_York',
        truncated: false,
        jobs: query?.providerId === sam.id ? [] : [{ ...job, provider: { id: maria.id, name: maria.displayName } }],
      }),
    });
    open();
    const link = await screen.findByRole('link', { name: 'Confirmed: Home cleaning × 2 · Maria Lopez' });
    expect(link).toHaveAttribute('href', `/market/nyc/job/${job.id}`);
    expect(screen.getByRole('list', { name: 'Calendar in America/New_York' })).toBeInTheDocument();
    expect(callsTo('marketJobs.calendar').at(-1)).toEqual(expect.objectContaining({ params: { marketId: 'nyc' }, query: week }));

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Provider' }), sam.id);
    await waitFor(() => expect(callsTo('marketJobs.calendar').at(-1)).toEqual(expect.objectContaining({ query: { ...week, providerId: sam.id } })));
    await waitFor(() => expect(screen.queryByRole('link')).not.toBeInTheDocument());
  });

  it('starts from the provider in the URL', async () => {
    fakeApi({
      'providers.listInMarket': () => ({ providers: [maria, sam] }),
      'marketJobs.calendar': () => ({ timeZone: 'America/New_York', truncated: false, jobs: [] }),
    });
    open(`?tab=calendar&provider=${maria.id}`);
    await waitFor(() => expect(callsTo('marketJobs.calendar').at(-1)).toEqual(expect.objectContaining({ query: { ...week, providerId: maria.id } })));
    expect(await screen.findByRole('combobox', { name: 'Provider' })).toHaveValue(maria.id);
  });
});
