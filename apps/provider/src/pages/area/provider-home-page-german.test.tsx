import { screen, waitFor, within } from '@testing-library/react';
import type { ProviderJobSummary } from '@marketplace/contracts';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../../messages/de.json';
import { confirmedJob, earnings, now, providerUser, request, urgentRequest } from '../../test/fixtures';
import { activeStatus, completeEditor } from '../../test/standing-fixtures';
import ProviderHomePage from './provider-home-page';

// FullCalendar ships ES modules only: the page's test stands in for it (see provider-home-page.test.tsx).
jest.mock('../../features/provider-calendar/components/provider-calendar', () => ({
  __esModule: true,
  default: ({ timeZone }: { timeZone?: string }) => <p>Calendar in {timeZone}</p>,
}));

/** The same requests in Berlin, paid in euros. */
const inBerlin = (job: ProviderJobSummary): ProviderJobSummary => ({ ...job, timeZone: 'Europe/Berlin', earnings: { ...job.earnings, currency: 'EUR' } });
const German = testLanguage('de', german);

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers({ now, doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  fakeApi({
    'providerJobs.requests': () => ({ requests: [inBerlin(urgentRequest), inBerlin(request)] }),
    'providerJobs.upcoming': () => ({ jobs: [inBerlin(confirmedJob)], hasMore: false }),
    'providerJobs.earnings': () => ({ markets: earnings.markets.map((market) => ({ ...market, currency: 'EUR', timeZone: 'Europe/Berlin' })) }),
    'providerProfile.editor': () => completeEditor,
    'providerStatus.get': () => activeStatus,
  });
});
afterEach(() => jest.useRealTimers());

describe('ProviderHomePage in German', () => {
  it('speaks German, with 24-hour times, German countdowns and amounts in euros', async () => {
    renderPage(
      <German>
        <ProviderHomePage />
      </German>,
      { route: '/provider', path: '/provider', user: providerUser },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dienstleister-Startseite' })).toBeInTheDocument();
    const requests = within(screen.getByRole('region', { name: 'Anfragen, die auf Ihre Antwort warten' }));
    const cleaning = within(await waitFor(() => requests.getByRole('listitem', { name: 'House cleaning, 3 hours' })));
    expect(cleaning.getByText('131,17 €')).toBeInTheDocument();
    expect(cleaning.getByText('1 Std. 20 Min.')).toBeInTheDocument();
    // 15:20 UTC is 16:20 in Berlin, on the 24-hour clock.
    expect(cleaning.getByText(/Antworten bis/)).toHaveTextContent(/^Antworten bis 16:20\sMEZ$/);
    expect(cleaning.getByRole('button', { name: 'Annehmen' })).toBeInTheDocument();
    expect(cleaning.getByRole('button', { name: 'Ablehnen' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Für eine Anfrage bleiben weniger als 30 Minuten zum Antworten.');

    const upcoming = within(screen.getByRole('region', { name: 'Heute und demnächst' }));
    expect(await upcoming.findByRole('list', { name: 'Heute' })).toHaveTextContent('House cleaning, 3 hours');
    const money = within(screen.getByRole('region', { name: 'Einnahmen' }));
    expect(await money.findByText('524,68 €')).toBeInTheDocument();
    expect(money.getByText('4 abgeschlossene Aufträge')).toBeInTheDocument();
    expect(money.getByText('1 abgeschlossener Auftrag')).toBeInTheDocument();
    expect(money.getByRole('link', { name: 'Zahlungen und Auszahlungen' })).toBeInTheDocument();
  });
});
