import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SessionUser } from '@marketplace/contracts';
import { queryKeys } from '@marketplace/api-client';
import { PageLocaleContext, type PageLocale } from '@marketplace/i18n';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { useFollowAccountLanguage, useSaveLanguage } from './account-language';

const ana: SessionUser = { id: '00000000-0000-4000-8000-00000000000a', email: 'ana@example.com', name: 'Ana', phone: null, roles: ['customer'], managedMarketIds: [], providerId: null, language: 'de' };

function setUp(user: SessionUser | null, locale: PageLocale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.session, user);
  const setLocale = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <PageLocaleContext.Provider value={{ locale, setLocale }}>{children}</PageLocaleContext.Provider>
    </QueryClientProvider>
  );
  return { client, setLocale, wrapper };
}

describe('the account’s language', () => {
  it('is saved when a logged-in person chooses another, and the session follows', async () => {
    fakeApi({ 'account.setLanguage': () => null });
    const { client, wrapper } = setUp(ana);
    const { result } = renderHook(() => useSaveLanguage(), { wrapper });
    act(() => result.current('en'));
    await waitFor(() => expect(client.getQueryData<SessionUser>(queryKeys.session)?.language).toBe('en'));
    expect(callsTo('account.setLanguage')).toEqual([{ body: { language: 'en' } }]);
  });

  it('is not saved for a visitor, nor when it is already the account’s', () => {
    fakeApi({ 'account.setLanguage': () => null });
    const visitor = renderHook(() => useSaveLanguage(), { wrapper: setUp(null).wrapper });
    act(() => visitor.result.current('de'));
    const same = renderHook(() => useSaveLanguage(), { wrapper: setUp(ana).wrapper });
    act(() => same.result.current('de'));
    expect(callsTo('account.setLanguage')).toEqual([]);
  });

  it('is what the page switches to when someone logs in on it', async () => {
    const { client, setLocale, wrapper } = setUp(null);
    renderHook(() => useFollowAccountLanguage(), { wrapper });
    expect(setLocale).not.toHaveBeenCalled();
    act(() => client.setQueryData(queryKeys.session, ana));
    await waitFor(() => expect(setLocale).toHaveBeenCalledWith('de'));
  });

  it('does not override the page’s language on a page opened already logged in', () => {
    const { setLocale, wrapper } = setUp(ana, 'en');
    renderHook(() => useFollowAccountLanguage(), { wrapper });
    expect(setLocale).not.toHaveBeenCalled();
  });
});
