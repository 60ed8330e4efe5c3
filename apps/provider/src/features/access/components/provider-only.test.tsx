import { screen } from '@testing-library/react';
import type { SessionUser } from '@marketplace/contracts';
import { renderPage } from '@marketplace/test-support/render-page';
import { ProvidersOnly } from './provider-only';

const customer: SessionUser = { id: 'u1', email: 'pat@example.com', name: 'Pat', phone: null, roles: ['customer'], managedMarketIds: [], providerId: null, language: null };

describe('ProvidersOnly', () => {
  it('offers a non-provider to apply instead of a dead end', async () => {
    renderPage(<ProvidersOnly>secret</ProvidersOnly>, { route: '/provider', path: '/provider', user: customer });
    expect(await screen.findByRole('link', { name: 'Apply to become a provider' })).toHaveAttribute('href', '/provider/apply');
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('lets a provider in', async () => {
    renderPage(<ProvidersOnly>secret</ProvidersOnly>, { route: '/provider', path: '/provider', user: { ...customer, roles: ['provider'], providerId: '6d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c11' } });
    expect(await screen.findByText('secret')).toBeInTheDocument();
  });
});
