import { screen, within } from '@testing-library/react';
import type { MarketProblems } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, failWith, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { testLanguage } from '@marketplace/test-support/test-language';
import { jobUiCatalogue } from '@marketplace/job-ui/messages';
import { preloadCatalogues } from '@marketplace/i18n';
import { marketCatalogue } from '../../../messages/catalogue';
import { nyc } from '../../../test/market-fixtures';
import MarketProblemsPanel from './market-problems-panel';

const jobId = '2b3c4d5e-6f7a-4b9c-8d1e-2f3a4b5c6d7e';
const problems: MarketProblems = {
  openCount: 2,
  outcomes: { none: 3, partial_refund: 1, full_refund: 0 },
  open: [
    { id: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d', jobId, reason: 'damage', status: 'waiting_provider', openedAt: '2026-03-01T15:00:00.000Z', ageHours: 73, heldMinor: 5174, currency: 'USD' },
    { id: '3c4d5e6f-7a8b-4c0d-9e2f-3a4b5c6d7e8f', jobId: '4d5e6f7a-8b9c-4d1e-8f3a-4b5c6d7e8f90', reason: 'late_or_no_show', status: 'open', openedAt: '2026-03-04T14:00:00.000Z', ageHours: 1, heldMinor: 0, currency: 'USD' },
  ],
};
const open = () => renderPage(<MarketProblemsPanel market={nyc} />, { route: '/market/nyc/dashboard?tab=problems', path: '/market/:id/dashboard' });

describe('the dashboard’s Problems section', () => {
  it('shows the open count, the outcome counts and the open cases oldest first with their job, reason, status, age and held amount', async () => {
    fakeApi({ 'problems.listInMarket': () => problems });
    open();
    const list = await screen.findByRole('list', { name: 'Open cases, oldest first' });
    const counts = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(counts).toEqual({ 'Open cases': '2', 'Resolved without a refund': '3', 'Resolved with a partial refund': '1', 'Resolved with a full refund': '0' });
    const [oldest, newest] = within(list).getAllByRole('listitem');
    expect(within(oldest!).getByRole('link', { name: 'Something was damaged, reported Mar 1, 2026, 10:00 AM' })).toHaveAttribute('href', `/market/nyc/job/${jobId}#problems`);
    expect(oldest).toHaveTextContent('Waiting for the provider');
    expect(oldest).toHaveTextContent('Open for 3 days');
    expect(oldest).toHaveTextContent('$51.74 held from the provider’s payout');
    expect(newest).toHaveTextContent('Late or did not show up');
    expect(newest).toHaveTextContent('Open for 1 hour');
    expect(newest).toHaveTextContent('Nothing held');
    expect(callsTo('problems.listInMarket')).toEqual([expect.objectContaining({ params: { marketId: 'nyc' } })]);
  });

  it('says when there is no open case', async () => {
    fakeApi({ 'problems.listInMarket': () => ({ open: [], openCount: 0, outcomes: { none: 0, partial_refund: 0, full_refund: 0 } }) });
    open();
    expect(await screen.findByText('No open problem cases')).toBeInTheDocument();
  });

  it('says when the cases cannot be loaded', async () => {
    fakeApi({ 'problems.listInMarket': failWith(new ApiError(503, 'API_UNAVAILABLE', 'We could not reach the service.')) });
    open();
    expect(await screen.findByText('We could not load the problem reports')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('in German', async () => {
    fakeApi({ 'problems.listInMarket': () => problems });
    const German = testLanguage('de', await preloadCatalogues([marketCatalogue, jobUiCatalogue], 'de'));
    renderPage(
      <German>
        <MarketProblemsPanel market={nyc} />
      </German>,
      { route: '/market/nyc/dashboard?tab=problems', path: '/market/:id/dashboard' },
    );
    const [oldest, newest] = within(await screen.findByRole('list', { name: 'Offene Fälle, älteste zuerst' })).getAllByRole('listitem');
    expect(oldest).toHaveTextContent('Wartet auf den Dienstleister');
    expect(oldest).toHaveTextContent('Seit 3 Tagen offen');
    expect(oldest).toHaveTextContent('51,74 $ von der Auszahlung des Dienstleisters zurückgehalten');
    expect(newest).toHaveTextContent('Seit 1 Stunde offen');
    expect(screen.getByText('Offene Fälle')).toBeInTheDocument();
  });
});
