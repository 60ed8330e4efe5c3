import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ActiveSession, SessionUser } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { ToastProvider } from '@marketplace/shared-ui/toast';
import { failWith, fakeApi } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../messages/de.json';
import { SiteFrame } from './site-layout';

const lena: SessionUser = { id: '00000000-0000-4000-8000-000000000002', email: 'lena@example.com', name: 'Lena Vogel', phone: null, roles: ['customer'], managedMarketIds: [], providerId: null, language: 'de' };
const here: ActiveSession = { id: '11111111-1111-4111-8111-111111111111', createdAt: '2026-11-20T13:30:00.000Z', lastSeenAt: '2026-11-23T15:45:00.000Z', device: 'Firefox 121 auf Linux', deviceType: 'desktop', address: '203.0.113.10', current: true };
const phone: ActiveSession = { ...here, id: '22222222-2222-4222-8222-222222222222', device: 'Safari 17 auf iOS', deviceType: 'mobile', current: false };

function renderInGerman() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter>
          <SiteFrame>
            <p>Seiteninhalt</p>
          </SiteFrame>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
    { wrapper: testLanguage('de', german) },
  );
}

describe('the site frame in German', () => {
  it('gives a visitor the skip link, the main navigation and "Anmelden" in German', async () => {
    fakeApi({ 'auth.me': failWith(new ApiError(401, 'UNAUTHENTICATED', 'Melden Sie sich zuerst an.')) });
    renderInGerman();
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'Handyhub – Startseite' })).toHaveAttribute('translate', 'no');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dienstleistung buchen', 'Meine Aufträge', 'Für Dienstleister']);
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
  });

  it('gives a logged-in user the account menu, and the sessions with German dates and a 24-hour clock', async () => {
    fakeApi({
      'auth.me': () => ({ user: lena }),
      'notifications.inbox': () => ({ unreadCount: 0, items: [] }),
      'auth.sessions': () => ({ sessions: [here, phone] }),
    });
    renderInGerman();
    expect(await screen.findByTestId('signed-in-as')).toHaveTextContent('Angemeldet als Lena Vogel');
    expect(screen.getByText('Lena Vogel')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('link', { name: 'Ihr Konto' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Abmelden' })).toHaveAttribute('href', '/logout');

    await userEvent.click(screen.getByRole('button', { name: 'Aktive Sitzungen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aktive Sitzungen' });
    const items = within(await within(dialog).findByRole('list', { name: 'Ihre Sitzungen' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Dieses Gerät')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(/Von 203\.0\.113\.10 · angemeldet seit .*2026.* · zuletzt aktiv /);
    const times = within(items[0]!).getAllByText((_, element) => element?.tagName === 'TIME').map((time) => time.textContent ?? '');
    expect(times).toHaveLength(2);
    for (const time of times) {
      expect(time).toMatch(/\b\d{2}:\d{2}\b/);
      expect(time).not.toMatch(/AM|PM/);
    }
    expect(within(items[1]!).getByRole('button', { name: 'Abmelden Safari 17 auf iOS' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Überall sonst abmelden' }));
    expect(await screen.findByRole('alertdialog', { name: 'Überall sonst abmelden?' })).toHaveTextContent('1 Sitzung auf einem anderen Gerät wird beendet.');
  });
});
