import { screen, within } from '@testing-library/react';
import type { MessageReport } from '@marketplace/contracts';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../../../messages/de.json';
import { nyc } from '../../../test/market-fixtures';
import MessageReportsPanel from './message-reports-panel';

const report: MessageReport = {
  id: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  jobId: '2b3c4d5e-6f7a-4b9c-8d1e-2f3a4b5c6d7e',
  messageId: '3c4d5e6f-7a8b-4c0d-9e2f-3a4b5c6d7e8f',
  text: 'Pay me in cash\nand skip the site',
  side: 'provider',
  reporterSide: 'customer',
  reason: 'Asks to pay off the platform',
  at: '2026-03-03T15:00:00.000Z',
};
const open = () => renderPage(<MessageReportsPanel market={nyc} />, { route: '/market/nyc/dashboard?tab=reports', path: '/market/:id/dashboard' });

describe('the dashboard’s Reports section', () => {
  it('lists each reported message with who reported it, the reason and a link to its job, masked in session replay', async () => {
    fakeApi({ 'messages.reportsInMarket': () => ({ reports: [report] }) });
    open();
    const item = within(await screen.findByRole('listitem'));
    expect(item.getByText(/^The customer reported a message from the provider on /)).toBeInTheDocument();
    const text = item.getByText(/Pay me in cash/);
    expect(text.textContent).toBe('Pay me in cash\nand skip the site');
    expect(text.closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    expect(item.getByText('Reason: Asks to pay off the platform')).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'Open the job' })).toHaveAttribute('href', `/market/nyc/job/${report.jobId}#messages`);
  });

  it('says when there is nothing reported', async () => {
    fakeApi({ 'messages.reportsInMarket': () => ({ reports: [] }) });
    open();
    expect(await screen.findByText('No reported messages')).toBeInTheDocument();
  });

  it('in German', async () => {
    const German = testLanguage('de', german);
    fakeApi({ 'messages.reportsInMarket': () => ({ reports: [report] }) });
    renderPage(
      <German>
        <MessageReportsPanel market={nyc} />
      </German>,
      { route: '/market/nyc/dashboard?tab=reports', path: '/market/:id/dashboard' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Gemeldete Nachrichten' })).toBeInTheDocument();
    const item = within(await screen.findByRole('listitem'));
    expect(item.getByText(/^Der Kunde hat eine Nachricht des Dienstleisters vom .* gemeldet\.$/)).toBeInTheDocument();
    expect(item.getByText('Grund: Asks to pay off the platform')).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'Auftrag öffnen' })).toBeInTheDocument();
  });
});
