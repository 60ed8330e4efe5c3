import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@marketplace/contracts/client';
import { failWith, fakeApi } from '@marketplace/test-support/fake-api';
import { SiteHeader } from './site-header';

function renderHeader() {
  const { container } = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return container;
}

describe('SiteHeader for a visitor', () => {
  beforeEach(() => fakeApi({ 'auth.me': failWith(new ApiError(401, 'UNAUTHENTICATED', 'Log in first.')) }));

  it('keeps the place of "Log in", unseen and unreachable, until the session is known, then shows the link', async () => {
    const container = renderHeader();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const placeholder = container.querySelector('[aria-hidden="true"]');
    expect(placeholder).toHaveTextContent('Log in');
    expect(placeholder).toHaveClass('placeholder');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(container.querySelector('.placeholder')).toBeNull();
  });
});
