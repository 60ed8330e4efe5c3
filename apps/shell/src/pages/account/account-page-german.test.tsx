import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { preloadCatalogues, type Messages } from '@marketplace/i18n';
import { queryKeys } from '@marketplace/api-client';
import { ToastProvider } from '@marketplace/shared-ui/toast';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import { rootCatalogues } from '../../app/site-language';
import { ana, pageReads } from './account-fixtures';
import { AccountPage } from './account-page';

// The words a German page has before it hydrates: the shell's and those of the packages it shares.
let german: Messages;
beforeAll(async () => {
  german = await preloadCatalogues(rootCatalogues, 'de');
});

function renderInGerman() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(queryKeys.session, ana);
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/account']}>
          <Routes>
            <Route path="/account" element={<AccountPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
    { wrapper: testLanguage('de', german) },
  );
}

describe('AccountPage in German', () => {
  it('names its sections in German', async () => {
    fakeApi(pageReads());
    renderInGerman();
    expect(screen.getByRole('heading', { level: 1, name: 'Ihr Konto' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Ihre Angaben' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Ihre Angaben',
      'E-Mail',
      'Passwort',
      'Aktive Sitzungen',
      'Benachrichtigungen',
      'Meine Daten herunterladen',
      'Mein Konto löschen',
    ]);
    expect(screen.getByRole('textbox', { name: 'Vollständiger Name' })).toHaveValue('Ana Lima');
    expect(screen.getByText('Nicht bestätigt')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toHaveAttribute('translate', 'no');
  });

  it('lists the jobs deleting would cancel with German dates, times and amounts', async () => {
    fakeApi(pageReads());
    renderInGerman();
    const section = within(await screen.findByRole('region', { name: 'Mein Konto löschen' }));
    expect(await section.findByRole('heading', { level: 3, name: '2 bevorstehende Aufträge werden storniert' })).toBeInTheDocument();
    const jobs = section.getAllByRole('listitem').slice(0, 2);
    // 15:00 UTC is 11:00 in New York, on the 24-hour clock; dollars as a German writes them.
    expect(jobs[0]).toHaveTextContent(/Home cleaning, 3 hours, 10\. März 2026, 11:00 .* – Stornogebühr 12,50 \$/);
    expect(jobs[1]).toHaveTextContent(/TV mounting, .* – keine Gebühr/);
    expect(section.getByRole('button', { name: 'Mein Konto löschen …' })).toBeInTheDocument();
  });
});
