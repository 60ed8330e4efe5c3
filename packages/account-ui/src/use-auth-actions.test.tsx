import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SessionUser } from '@marketplace/contracts';
import { queryKeys } from '@marketplace/api-client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { useLogIn, useLogOut } from './use-auth-actions';

const ana: SessionUser = { id: '00000000-0000-4000-8000-00000000000a', email: 'ana@example.com', name: 'Ana', phone: null, roles: ['customer'], managedMarketIds: [], providerId: null, language: null };

function withPage(user: SessionUser | null) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.session, user);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

// What the page does once the person changed (dropping their data) is the session's watcher's:
// packages/session/src/watch-session.test.tsx.
describe('logging in and out', () => {
  it('logging in makes the answer’s user the page’s session', async () => {
    fakeApi({ 'auth.login': () => ({ user: ana }) });
    const { client, wrapper } = withPage(null);
    const { result } = renderHook(() => useLogIn(), { wrapper });
    await act(() => result.current.mutateAsync({ email: ana.email, password: 'orbit lantern kitchen' }));
    expect(callsTo('auth.login')).toEqual([{ body: { email: ana.email, password: 'orbit lantern kitchen' } }]);
    expect(client.getQueryData(queryKeys.session)).toEqual(ana);
  });

  it('logging out leaves nobody logged in on the page', async () => {
    fakeApi({ 'auth.logout': () => null });
    const { client, wrapper } = withPage(ana);
    const { result } = renderHook(() => useLogOut(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(callsTo('auth.logout')).toHaveLength(1);
    expect(client.getQueryData(queryKeys.session)).toBeNull();
  });
});
