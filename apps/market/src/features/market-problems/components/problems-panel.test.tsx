import { screen } from '@testing-library/react';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../../../messages/de.json';
import { nyc } from '../../../test/market-fixtures';
import ProblemsPanel from './problems-panel';

const answer = {
  open: [{ id: '7d1f2c3a-4b5e-4f60-8a71-92b3c4d5e6f7', jobId: '55555555-5555-4555-8555-555555555555', reason: 'damage' as const, status: 'open' as const, openedAt: '2026-03-04T12:00:00.000Z', ageHours: 26, heldMinor: 8800, currency: 'USD' }],
  openCount: 1,
  outcomes: { none: 2, partial_refund: 1, full_refund: 0 },
};

describe('the dashboard’s Problems tab', () => {
  it('lists the open cases with their age and held earnings, and counts the outcomes', async () => {
    fakeApi({ 'problems.listInMarket': () => answer });
    renderPage(<ProblemsPanel market={nyc} />, { route: '/market/nyc/dashboard?tab=problems', path: '/market/:id/dashboard' });
    expect(await screen.findByRole('row', { name: /Damage 26 hours \$88\.00 Open the job desk/ })).toBeInTheDocument();
    expect(screen.getByTestId('problem-outcomes')).toHaveTextContent('1 open · resolved: 2 without a refund, 1 with a partial refund, 0 with a full refund');
    expect(screen.getByRole('link', { name: 'Open the job desk' })).toHaveAttribute('href', '/market/nyc/job/55555555-5555-4555-8555-555555555555');
  });

  it('in German', async () => {
    fakeApi({ 'problems.listInMarket': () => answer });
    const German = testLanguage('de', german);
    renderPage(<German><ProblemsPanel market={nyc} /></German>, { route: '/market/nyc/dashboard?tab=problems', path: '/market/:id/dashboard' });
    expect(await screen.findByRole('row', { name: /Schaden 26 Stunden 88,00\s\$/ })).toBeInTheDocument();
  });
});
