import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { SessionUser } from '@marketplace/contracts';
import { queryKeys } from '@marketplace/api-client';
import { useSession } from './use-session';

const ana: SessionUser = { id: '00000000-0000-4000-8000-00000000000a', email: 'ana@example.com', name: 'Ana', phone: null, roles: ['customer'], managedMarketIds: [], providerId: null, language: null };

function Who() {
  const session = useSession();
  return <p>{session.status === 'authenticated' ? session.user.name : session.status}</p>;
}

const withSession = (user: SessionUser | null | undefined) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (user !== undefined) client.setQueryData(queryKeys.session, user);
  return (
    <QueryClientProvider client={client}>
      <Who />
    </QueryClientProvider>
  );
};

describe('the session while a prerendered page hydrates', () => {
  it('reads “loading”, as the HTML built with nobody logged in, even when the answer came first; then the answer', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(withSession(undefined));
    document.body.append(container);
    expect(container.textContent).toBe('loading');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, withSession(ana), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Ana');
    container.remove();
  });

  it('is the answer straight away in a page rendered in the browser', () => {
    render(withSession(null));
    expect(screen.getByText('anonymous')).toBeInTheDocument();
  });
});
